import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { escapeHtml } from './escape-html.ts';
import { createMailSender, mailJobHandlers } from './mail-sender.ts';
import { MAIL_ATTACHMENT_BYTES_MAX, mailAttachment, ZMail } from './mail.ts';
import { parseMail, startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';

const mail = {
  to: 'somying@example.com',
  subject: 'ยืนยันอีเมลสำหรับบัญชี ยิ้ม (Yim)',
  text: 'สวัสดีค่ะ\nhttp://yim.test/user/activate/abc_DEF-123',
  html: '<p>สวัสดีค่ะ</p>',
  attachments: [],
};

/**
 * A small but well-formed PDF (one empty page), with the binary comment line real PDFs carry
 * after the header, so that bytes above 0x7F must survive the trip.
 */
function smallPdf(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] >> endobj\n',
  ];
  const head = Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), Buffer.from('\n')]);
  const offsets: number[] = [];
  let body = head;
  for (const object of objects) {
    offsets.push(body.length);
    body = Buffer.concat([body, Buffer.from(object)]);
  }
  const xref = [
    'xref\n0 4\n0000000000 65535 f \n',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer << /Size 4 /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([body, Buffer.from(xref)]);
}

/** Every byte value, in an order that is not sorted: what a zip (an XLSX) looks like to a mailer. */
function everyByte(): Buffer {
  return Buffer.from(Array.from({ length: 1024 }, (_, i) => (i * 151 + 7) % 256));
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
    expect(received!.attachments).toEqual([]);
  });

  it('sends attachments as MIME parts that arrive byte for byte, beside the text and HTML', async () => {
    const pdf = smallPdf();
    const xlsx = everyByte();
    const sender = createMailSender({ smtpUrl: sink.url, mailFrom: 'Yim <no-reply@yim.local>' }, { info: vi.fn() });
    const before = sink.messages.length;
    // Through the job handler, as the worker sends it: the payload is what enqueueMail stored.
    const payload = JSON.parse(
      JSON.stringify(
        ZMail.parse({
          ...mail,
          subject: 'รายงานค่าแล็บ',
          attachments: [
            mailAttachment('รายงานค่าแล็บ-2569-03.pdf', 'application/pdf', pdf),
            mailAttachment('lab-costs.xlsx', XLSX, xlsx),
          ],
        }),
      ),
    );
    await mailJobHandlers(sender).mail!(payload);
    sender.close();
    const received = (await sink.waitFor(before + 1))[before]!;
    expect(received.raw).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(received.html).toBe(mail.html);
    expect(received.text.trim()).toBe(mail.text);
    expect(received.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['รายงานค่าแล็บ-2569-03.pdf', 'application/pdf'],
      ['lab-costs.xlsx', XLSX],
    ]);
    expect(received.attachments[0]!.content.equals(pdf)).toBe(true);
    expect(received.attachments[1]!.content.equals(xlsx)).toBe(true);
  });
});

describe('the attachment limits', () => {
  const file = (bytes: number, filename = 'report.pdf') =>
    mailAttachment(filename, 'application/pdf', Buffer.alloc(bytes, 0x25));

  it('takes up to the byte limit in total and refuses one byte more', () => {
    const half = MAIL_ATTACHMENT_BYTES_MAX / 2;
    expect(ZMail.safeParse({ ...mail, attachments: [file(half), file(half)] }).success).toBe(true);
    const over = ZMail.safeParse({ ...mail, attachments: [file(half), file(half + 1)] });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.path).toEqual(['attachments']);
  });

  it('refuses more than ten files, a name with a path or a control character, and a bad type or encoding', () => {
    expect(ZMail.safeParse({ ...mail, attachments: Array.from({ length: 11 }, () => file(10)) }).success).toBe(false);
    expect(ZMail.safeParse({ ...mail, attachments: [file(10, '../etc/passwd')] }).success).toBe(false);
    expect(ZMail.safeParse({ ...mail, attachments: [file(10, 'a\r\nBcc: x@y.z')] }).success).toBe(false);
    const badType = { ...file(10), contentType: 'text/html; charset=utf-8\r\nX: y' };
    expect(ZMail.safeParse({ ...mail, attachments: [badType] }).success).toBe(false);
    const notBase64 = { ...file(10), contentBase64: 'not base64!' };
    expect(ZMail.safeParse({ ...mail, attachments: [notBase64] }).success).toBe(false);
  });

  it('leaves attachments out of the log, naming them with their sizes', async () => {
    const log = { info: vi.fn() };
    const sender = createMailSender({ smtpUrl: undefined, mailFrom: 'x <x@y.z>' }, log);
    await sender.send(ZMail.parse({ ...mail, attachments: [file(1234)] }));
    const [fields] = log.info.mock.calls[0]!;
    expect(fields.mail.attachments).toEqual([{ filename: 'report.pdf', contentType: 'application/pdf', bytes: 1234 }]);
    expect(JSON.stringify(fields)).not.toContain(file(1234).contentBase64);
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
