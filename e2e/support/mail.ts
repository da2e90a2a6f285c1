import { expect } from '@playwright/test';
import { BASE_URL, MAIL_URL } from './env.ts';

/** One message the SMTP sink received (support/mail-sink.ts), bodies decoded. */
export type Mail = { to: string[]; subject: string; text: string; receivedAt: string };

/** Subjects of the server's mail (apps/server/src/features/auth/account-mails.ts), word for word. */
export const SUBJECT = {
  activation: 'ยืนยันอีเมลสำหรับบัญชี ยิ้ม (Yim)',
  reset: 'ตั้งรหัสผ่านใหม่ ยิ้ม (Yim)',
} as const;

/** Every mail the sink holds for this address, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${MAIL_URL}/messages?to=${encodeURIComponent(address)}`);
  expect(response.status, 'the mail sink answers').toBe(200);
  return (await response.json()) as Mail[];
}

/**
 * Polls the sink until a mail with this subject reaches the address (the server's job worker
 * sends it shortly after the request) and returns the newest one. `after` skips mail the address
 * already had, so a second reset mail is not mistaken for the first.
 */
export async function waitForMail(address: string, subject: string, after = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailsTo(address)).filter((mail) => mail.subject === subject);
        found = matching.length > after ? matching[matching.length - 1] : undefined;
        return found !== undefined;
      },
      { message: `a mail '${subject}' to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll passed without a mail');
  return found;
}

/** How many mails with this subject the address has had so far. */
export async function countMails(address: string, subject: string): Promise<number> {
  return (await mailsTo(address)).filter((mail) => mail.subject === subject).length;
}

/**
 * The app link a mail carries, e.g. `${BASE_URL}/user/activate/<key>`: it must point at the app
 * under test (PUBLIC_URL) and carry a 256-bit base64url key.
 */
export function linkIn(mail: Mail, path: 'user/activate' | 'user/resetpassword'): string {
  const match = new RegExp(`https?://\\S+/${path}/[A-Za-z0-9_-]+`).exec(mail.text);
  expect(match, `a /${path}/ link in:\n${mail.text}`).not.toBeNull();
  const link = match?.[0] ?? '';
  expect(link).toMatch(new RegExp(`^${BASE_URL.replace(/[.]/g, '\\.')}/${path}/[A-Za-z0-9_-]{43}$`));
  return link;
}

/** The key at the end of a mail link. */
export function keyOf(link: string): string {
  return link.slice(link.lastIndexOf('/') + 1);
}
