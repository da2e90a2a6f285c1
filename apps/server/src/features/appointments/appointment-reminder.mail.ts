import { formatEnglishDate, formatThaiDate, formatTime } from '@yim/contract';
import { escapeHtml } from '../../lib/mail/escape-html.ts';
import type { TMail } from '../../lib/mail/mail.ts';

/** What a reminder tells the patient: nothing clinical, only when and where. */
export type ReminderContent = {
  startsAt: Date;
  patientName: string;
  clinicName: string;
  branchName: string;
  branchTel: string;
  doctorName: string;
};

const THAI_WEEKDAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];

function bangkokWeekday(instant: Date): number {
  // Bangkok has no daylight saving: UTC+7 all year.
  return new Date(instant.getTime() + 7 * 3_600_000).getUTCDay();
}

/** 'วันพฤหัสบดีที่ 26 พฤศจิกายน 2569 เวลา 10:00 น.' */
export function thaiAppointmentTime(startsAt: Date): string {
  return `วัน${THAI_WEEKDAYS[bangkokWeekday(startsAt)]}ที่ ${formatThaiDate(startsAt, 'long')} เวลา ${formatTime(startsAt)} น.`;
}

function where(content: ReminderContent): string {
  return content.branchName ? `${content.clinicName} สาขา${content.branchName}` : content.clinicName;
}

/**
 * The SMS and LINE text: one short message (Thai SMS is billed per 70 characters), the clinic
 * first so that the patient knows who writes before opening it.
 */
export function reminderText(content: ReminderContent): string {
  const doctor = content.doctorName ? ` กับ ${content.doctorName}` : '';
  const call = content.branchTel ? ` หากไม่สะดวกโปรดโทร ${content.branchTel}` : '';
  return `${where(content)}: เตือนนัดหมายคุณ${content.patientName} ${thaiAppointmentTime(content.startsAt)}${doctor}${call}`;
}

/** The e-mail: the same facts, with an English line for a reader who does not read Thai. */
export function reminderMail(to: string, content: ReminderContent): TMail {
  const subject = `เตือนนัดหมาย ${where(content)} ${formatThaiDate(content.startsAt, 'short')} ${formatTime(content.startsAt)} น.`;
  const lines = [
    `เรียน คุณ${content.patientName}`,
    `${where(content)} ขอเตือนนัดหมายของท่าน ${thaiAppointmentTime(content.startsAt)}${content.doctorName ? ` กับ ${content.doctorName}` : ''}`,
    content.branchTel ? `หากไม่สะดวกมาตามนัด กรุณาโทรแจ้งที่ ${content.branchTel}` : 'หากไม่สะดวกมาตามนัด กรุณาแจ้งคลินิก',
  ];
  const english = `Appointment reminder: ${formatEnglishDate(content.startsAt, 'long')} at ${formatTime(content.startsAt)} (Bangkok time).`;
  const text = [...lines, '', english, '', content.clinicName].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html><html lang="th"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Sarabun,Tahoma,sans-serif;font-size:16px;color:#222;line-height:1.6">',
    ...lines.map(paragraph),
    `<p style="margin:16px 0 0;font-size:13px;color:#555" lang="en">${escapeHtml(english)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
