import { escapeHtml } from '../../lib/mail/escape-html.ts';
import type { TMail } from '../../lib/mail/mail.ts';
import { KEY_LIFETIME_MS } from './mail-keys.crypto.ts';

/**
 * Names only where the owner of the mailbox wrote them: an account whose address is proven. The
 * names of a registration were typed by whoever filled the form, who may not be the recipient
 * (a name field once carried a phone number and a link into a stranger's activation mail).
 */
export type MailRecipient = { email: string; names?: { firstNameTh: string; lastNameTh: string } };

/** '24 ชั่วโมง', '30 นาที': the lifetime printed in the mail is the one the server enforces. */
export function thaiDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0 ? `${minutes / 60} ชั่วโมง` : `${minutes} นาที`;
}

type Body = {
  subject: string;
  greeting: string;
  lines: string[];
  link: string;
  button: string;
  notes: string[];
  english: string;
};

function fullName(to: MailRecipient): string {
  return to.names ? `${to.names.firstNameTh} ${to.names.lastNameTh}`.trim() : '';
}

function compose(to: MailRecipient, body: Body): TMail {
  const text = [body.greeting, '', ...body.lines, body.link, '', ...body.notes, '', body.english, '', 'ยิ้ม (Yim)'].join(
    '\n',
  );
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const href = escapeHtml(body.link);
  const html = [
    '<!doctype html><html lang="th"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Sarabun,Tahoma,sans-serif;font-size:16px;color:#222;line-height:1.6">',
    paragraph(body.greeting),
    ...body.lines.map(paragraph),
    `<p style="margin:20px 0"><a href="${href}" style="background:#1c7ed6;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none">${escapeHtml(body.button)}</a></p>`,
    `<p style="margin:0 0 12px;font-size:13px;color:#555">${escapeHtml(body.link)}</p>`,
    ...body.notes.map(paragraph),
    `<p style="margin:16px 0 0;font-size:13px;color:#777" lang="en">${escapeHtml(body.english)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: to.email, subject: body.subject, text, html };
}

function greeting(to: MailRecipient): string {
  const name = fullName(to);
  return name ? `สวัสดีคุณ${name}` : 'สวัสดีค่ะ';
}

/** Nothing the registrant typed goes into it: only our text, the link and the recipient's own address. */
export function activationMail(to: { email: string }, key: string, publicUrl: string): TMail {
  const valid = thaiDuration(KEY_LIFETIME_MS.activate);
  return compose(to, {
    subject: 'ยืนยันอีเมลสำหรับบัญชี ยิ้ม (Yim)',
    greeting: greeting({ email: to.email }),
    lines: ['ขอบคุณที่ลงทะเบียนใช้งาน ยิ้ม (Yim)', 'กรุณากดลิงก์ด้านล่างเพื่อยืนยันอีเมลและเปิดใช้งานบัญชีของคุณ'],
    link: `${publicUrl}/user/activate/${key}`,
    button: 'ยืนยันอีเมล',
    notes: [`ลิงก์นี้ใช้ได้ครั้งเดียว ภายใน ${valid}`, 'หากคุณไม่ได้ลงทะเบียนกับ ยิ้ม (Yim) กรุณาเพิกเฉยต่ออีเมลนี้'],
    english: `Please confirm your e-mail address for Yim with the link above (valid for ${KEY_LIFETIME_MS.activate / 3_600_000} hours).`,
  });
}

export function resetPasswordMail(to: MailRecipient, key: string, publicUrl: string): TMail {
  const valid = thaiDuration(KEY_LIFETIME_MS.reset);
  return compose(to, {
    subject: 'ตั้งรหัสผ่านใหม่ ยิ้ม (Yim)',
    greeting: greeting(to),
    lines: ['เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชี ยิ้ม (Yim) ของคุณ', 'กรุณากดลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่'],
    link: `${publicUrl}/user/resetpassword/${key}`,
    button: 'ตั้งรหัสผ่านใหม่',
    notes: [
      `ลิงก์นี้ใช้ได้ครั้งเดียว ภายใน ${valid} เมื่อตั้งรหัสผ่านใหม่แล้ว ทุกอุปกรณ์ที่เข้าสู่ระบบอยู่จะถูกออกจากระบบ`,
      'หากคุณไม่ได้ขอตั้งรหัสผ่านใหม่ กรุณาเพิกเฉยต่ออีเมลนี้ รหัสผ่านเดิมยังใช้ได้ตามปกติ',
    ],
    english: `To reset your Yim password, open the link above within ${KEY_LIFETIME_MS.reset / 60_000} minutes. If you did not ask for this, ignore this e-mail.`,
  });
}

/** How long the choose-a-password link of an invitation works: as long as an activation link. */
export const INVITATION_LIFETIME_MS = KEY_LIFETIME_MS.activate;

/**
 * A new account made for someone else (a clinic's first manager): the link is a reset key, since
 * choosing the password is what activates an account nobody registered. Only our text, the
 * clinic's name as the super-administrator typed it, and the link.
 */
export function clinicInvitationMail(to: { email: string }, clinicName: string, key: string, publicUrl: string): TMail {
  const valid = thaiDuration(INVITATION_LIFETIME_MS);
  return compose(to, {
    subject: `เชิญเข้าใช้งาน ยิ้ม (Yim) ในฐานะผู้จัดการ ${clinicName}`,
    greeting: greeting({ email: to.email }),
    lines: [
      `ผู้ดูแลระบบ ยิ้ม (Yim) ได้สร้างบัญชีให้คุณเป็นผู้จัดการของ ${clinicName}`,
      'กรุณากดลิงก์ด้านล่างเพื่อตั้งรหัสผ่านและเปิดใช้งานบัญชีของคุณ',
    ],
    link: `${publicUrl}/user/resetpassword/${key}`,
    button: 'ตั้งรหัสผ่าน',
    notes: [
      `ลิงก์นี้ใช้ได้ครั้งเดียว ภายใน ${valid} หากลิงก์หมดอายุ ใช้ "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบ`,
      'หากคุณไม่รู้จักคลินิกนี้ กรุณาเพิกเฉยต่ออีเมลนี้',
    ],
    english: `You were made the manager of ${clinicName} on Yim. Choose your password with the link above within ${INVITATION_LIFETIME_MS / 3_600_000} hours.`,
  });
}
