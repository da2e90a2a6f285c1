import { describe, expect, it } from 'vitest';
import { activationMail, resetPasswordMail, thaiDuration } from './account.mail.ts';

const somying = { email: 'somying@example.com', names: { firstNameTh: 'สมหญิง', lastNameTh: 'ฟันดี' } };
const key = 'k'.repeat(43);

describe('activationMail', () => {
  const mail = activationMail(somying, key, 'https://app.yim.test');

  it('goes to the user with the Thai subject', () => {
    expect(mail.to).toBe('somying@example.com');
    expect(mail.subject).toBe('ยืนยันอีเมลสำหรับบัญชี ยิ้ม (Yim)');
  });

  it('links to the activation page of PUBLIC_URL in text and HTML and says how long it works', () => {
    const link = `https://app.yim.test/user/activate/${key}`;
    expect(mail.text).toMatch(/^สวัสดีค่ะ\n/);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('24 ชั่วโมง');
    expect(mail.text).toMatch(/valid for 24 hours/);
    expect(mail.html).toContain(`href="${link}"`);
  });
});

describe('resetPasswordMail', () => {
  const mail = resetPasswordMail(somying, key, 'https://app.yim.test');

  it('greets a proven account by its name', () => {
    expect(mail.text).toMatch(/^สวัสดีคุณสมหญิง ฟันดี\n/);
  });

  it('links to the reset page, valid 30 minutes', () => {
    expect(mail.subject).toBe('ตั้งรหัสผ่านใหม่ ยิ้ม (Yim)');
    expect(mail.text).toContain(`https://app.yim.test/user/resetpassword/${key}`);
    expect(mail.text).toContain('30 นาที');
    expect(mail.text).toMatch(/within 30 minutes/);
  });
});

describe('names in the HTML', () => {
  it('are escaped, never markup', () => {
    const names = { firstNameTh: '<img src=x onerror=alert(1)>', lastNameTh: '' };
    const mail = resetPasswordMail({ ...somying, names }, key, 'http://yim.test');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('fall back to a plain greeting when empty or not proven', () => {
    const empty = { firstNameTh: '', lastNameTh: '' };
    expect(resetPasswordMail({ ...somying, names: empty }, key, 'http://yim.test').text).toMatch(/^สวัสดีค่ะ\n/);
    expect(resetPasswordMail({ email: somying.email }, key, 'http://yim.test').text).toMatch(/^สวัสดีค่ะ\n/);
  });
});

describe('thaiDuration', () => {
  it('prints hours or minutes', () => {
    expect(thaiDuration(86_400_000)).toBe('24 ชั่วโมง');
    expect(thaiDuration(1_800_000)).toBe('30 นาที');
  });
});
