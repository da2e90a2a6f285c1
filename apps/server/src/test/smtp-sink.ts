import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Test helper only: a local SMTP server that keeps what it receives. The integration tests start
 * one in-process; the browser tests run one beside the server (e2e/support/mail-sink.ts).
 */
export type ReceivedAttachment = { filename: string; contentType: string; content: Buffer };

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Parts sent with `Content-Disposition: attachment`, decoded to their bytes. */
  attachments: ReceivedAttachment[];
  raw: string;
  receivedAt: string;
};

export type SmtpSinkOptions = {
  /** 0 (the default) lets the system pick a free port. */
  port?: number;
  /** A long run keeps memory bounded: older mail is dropped first. */
  maxMessages?: number;
};

const MAX_MAIL_BYTES = 2 * 1024 * 1024;

export type SmtpSink = {
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages arrived in total (tests wait for a state, not for the clock). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

function decodeQuotedPrintable(body: string): Buffer {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(soft.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

/** Decoded, with the wire's CRLF line breaks back to LF. */
function decodeBody(body: string, encoding: string): string {
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body).toString('utf8');
  return text.replace(/\r\n/g, '\n');
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=), as nodemailer writes a Thai subject. */
function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const index = entity.search(/\r?\n\r?\n/);
  const head = index < 0 ? entity : entity.slice(0, index);
  const body = index < 0 ? '' : entity.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** A header parameter (`filename="a.pdf"`), RFC 2047 encoded words decoded (a Thai file name). */
function headerParameter(value: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(value ?? '');
  return match?.[1] === undefined ? undefined : decodeHeaderValue(match[1]);
}

/** The bytes of an attachment part: base64 (what nodemailer writes for binary files) or as sent. */
function decodeBytes(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return Buffer.from(body.replace(/\r\n$/, ''), 'latin1');
}

/**
 * Just enough MIME to read nodemailer's output: a single part, multipart/alternative, and
 * multipart/mixed with attachments.
 */
export function parseMail(raw: string, to: string[] = []): Omit<ReceivedMail, 'receivedAt'> {
  const top = splitEntity(raw);
  const parts: Record<string, string> = {};
  const attachments: ReceivedAttachment[] = [];
  const collect = (entity: { headers: Map<string, string>; body: string }) => {
    const type = entity.headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const chunk of entity.body.split(`--${boundary}`).slice(1)) {
        if (!chunk.startsWith('--')) collect(splitEntity(chunk.replace(/^\r?\n/, '')));
      }
      return;
    }
    const mime = type.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
    const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
    const disposition = entity.headers.get('content-disposition');
    if (disposition?.toLowerCase().startsWith('attachment')) {
      attachments.push({
        filename: headerParameter(disposition, 'filename') ?? headerParameter(type, 'name') ?? '',
        contentType: mime,
        content: decodeBytes(entity.body, encoding),
      });
      return;
    }
    parts[mime] ??= decodeBody(entity.body, encoding);
  };
  collect(top);
  return {
    to,
    subject: decodeHeaderValue(top.headers.get('subject') ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
    attachments,
    raw,
  };
}

export async function startSmtpSink({
  port: wantedPort = 0,
  maxMessages = 1000,
}: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    // nodemailer would upgrade to the sink's self-signed TLS and refuse its certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: MAX_MAIL_BYTES,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push({
          ...parseMail(Buffer.concat(chunks).toString('utf8'), to),
          receivedAt: new Date().toISOString(),
        });
        if (messages.length > maxMessages) messages.splice(0, messages.length - maxMessages);
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  async function waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (messages.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${messages.length}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return messages;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
