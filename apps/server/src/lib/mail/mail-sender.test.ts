import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { escapeHtml } from './escape-html.ts';
import { createMailSender, mailJobHandlers } from './mail-sender.ts';
import { parseMail, startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';

const mail = {
  to: 'somying@example.com',
  subject: 'ยืนยันอีเมลสำหรับบัญชี ยิ้ม (Yim)',
  text: 'สวัสดีค่ะ\nhttp://yim.test/user/activate/abc_DEF-123',
  html: '<p>สวัสดีค่ะ</p>',
};

describe('the log sender (no SMTP_URL)', () => {
  it('writes the recipient, subject and text with its link to the log at info', async () => {
    const log = { info: vi.fn() };
    const sender = createMailSender({ smtpUrl: undefined, mailFrom: 'Yim <no-reply@yim.local>' }, log);
    expect(sender.kind).toBe('log');
    await sender.send(mail);
    expect(log.info).toHaveBeenCalledOnce();
    const [fields, message] = log.info.mock.calls[0]!;
    expect(fields).toEqual({ mail: { to: mail.to, subject: mail.subject, text: mail.text } });
    expect(message).toContain(mail.to);
  });

  it('keeps the link but not its key in production, where others read the log', async () => {
    const log = { info: vi.fn() };
    const sender = createMailSender({ smtpUrl: undefined, mailFrom: 'x <x@y.z>', production: true }, log);
    await sender.send(mail);
    const [fields] = log.info.mock.calls[0]!;
    expect(fields.mail.text).toBe('สวัสดีค่ะ\nhttp://yim.test/user/activate/[redacted]');
  });

  it('refuses a malformed mail job so that it is retried and eventually failed, not lost silently', async () => {
    const sender = createMailSender({ smtpUrl: undefined, mailFrom: 'x <x@y.z>' }, { info: vi.fn() });
    await expect(mailJobHandlers(sender).mail!({ to: 'not an address' })).rejects.toThrow();
  });
});

describe('the SMTP sender', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('delivers Thai subject, text and HTML through nodemailer', async () => {
    const sender = createMailSender({ smtpUrl: sink.url, mailFrom: 'Yim <no-reply@yim.local>' }, { info: vi.fn() });
    expect(sender.kind).toBe('smtp');
    await sender.send(mail);
    sender.close();
    const [received] = await sink.waitFor(1);
    expect(received).toMatchObject({ to: [mail.to], subject: mail.subject, html: mail.html });
    expect(received!.text.trim()).toBe(mail.text);
    expect(received!.raw).toMatch(/^From: Yim <no-reply@yim\.local>/m);
  });
});

describe('parseMail', () => {
  it('reads a quoted-printable text part and a Q-encoded subject', () => {
    const raw = [
      'Subject: =?UTF-8?Q?=E0=B8=A2=E0=B8=B4=E0=B9=89=E0=B8=A1_Yim?=',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '=E0=B8=A2=E0=B8=B4=E0=B9=89=E0=B8=A1 http://yim.test/user/activate/a=',
      'bc',
      '--b1--',
      '',
    ].join('\r\n');
    expect(parseMail(raw)).toMatchObject({ subject: 'ยิ้ม Yim', text: 'ยิ้ม http://yim.test/user/activate/abc\n' });
  });
});

describe('escapeHtml', () => {
  it('turns markup characters of a name into text', () => {
    expect(escapeHtml(`<b>"สม" & 'ชาย'</b>`)).toBe('&lt;b&gt;&quot;สม&quot; &amp; &#39;ชาย&#39;&lt;/b&gt;');
  });
});
