import { describe, expect, it } from 'vitest';
import { reminderMail, reminderText, thaiAppointmentTime } from './appointment-reminder.mail.ts';

const content = {
  // Thursday 26 November 2026, 10:30 in Bangkok (03:30 UTC).
  startsAt: new Date('2026-11-26T03:30:00Z'),
  patientName: 'สมหญิง ใจดี',
  clinicName: 'ยิ้มเดนทัล',
  branchName: 'สยาม',
  branchTel: '021234567',
  doctorName: 'ทพ. สมชาย รักฟัน',
};

describe('reminder texts', () => {
  it('names the Bangkok weekday, the Buddhist year and the time', () => {
    expect(thaiAppointmentTime(content.startsAt)).toBe('วันพฤหัสบดีที่ 26 พฤศจิกายน 2569 เวลา 10:30 น.');
    // 23:30 UTC is already Friday morning in Bangkok.
    expect(thaiAppointmentTime(new Date('2026-11-26T23:30:00Z'))).toBe('วันศุกร์ที่ 27 พฤศจิกายน 2569 เวลา 06:30 น.');
  });

  it('writes the short message with the clinic first, the doctor and the number to call', () => {
    expect(reminderText(content)).toBe(
      'ยิ้มเดนทัล สาขาสยาม: เตือนนัดหมายคุณสมหญิง ใจดี วันพฤหัสบดีที่ 26 พฤศจิกายน 2569 เวลา 10:30 น. กับ ทพ. สมชาย รักฟัน หากไม่สะดวกโปรดโทร 021234567',
    );
    expect(reminderText({ ...content, doctorName: '', branchTel: '' })).toBe(
      'ยิ้มเดนทัล สาขาสยาม: เตือนนัดหมายคุณสมหญิง ใจดี วันพฤหัสบดีที่ 26 พฤศจิกายน 2569 เวลา 10:30 น.',
    );
  });

  it('escapes what staff typed into the e-mail', () => {
    const mail = reminderMail('p@example.test', { ...content, clinicName: 'A <b>&</b> B' });
    expect(mail.subject).toBe('เตือนนัดหมาย A <b>&</b> B สาขาสยาม 26/11/2569 10:30 น.');
    expect(mail.html).toContain('A &lt;b&gt;&amp;&lt;/b&gt; B');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('Appointment reminder: 26 November 2026 at 10:30 (Bangkok time).');
  });
});
