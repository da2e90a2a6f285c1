import { z } from 'zod';
import type { Tx } from '../db/database.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';

export const MAIL_JOB_KIND = 'mail';

/** At most this many files on one mail. */
export const MAIL_ATTACHMENTS_MAX = 10;
/**
 * The attachments of one mail together, in bytes before encoding. The bytes travel inside the
 * job's payload (base64 in jsonb, a third larger), so the outbox stays one row per mail that
 * needs no file storage; 3 MiB keeps that row and the SMTP message (about 4 MiB) well under what
 * mail servers take (commonly 10–25 MB). A larger report belongs in file storage, with a link.
 */
export const MAIL_ATTACHMENT_BYTES_MAX = 3 * 1024 * 1024;

/** A file name a mail client shows and saves: no path, no control characters. */
const ZAttachmentFilename = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}/\\]+$/u, 'a file name without control characters or path separators');

/** type/subtype, as RFC 6838 restricts their characters (no parameters: nodemailer adds the charset). */
const ZContentType = z
  .string()
  .max(200)
  .regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i);

export const ZMailAttachment = z.object({
  filename: ZAttachmentFilename,
  contentType: ZContentType,
  /** The file's bytes, base64 (the job payload is JSON). */
  contentBase64: z.base64(),
});
export type TMailAttachment = z.infer<typeof ZMailAttachment>;

/** The decoded size of base64 text, without decoding it. */
export function base64ByteLength(base64: string): number {
  return Buffer.byteLength(base64, 'base64');
}

/** One outgoing message: the payload of a 'mail' job, checked again when the worker reads it. */
export const ZMail = z
  .object({
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string(),
    html: z.string(),
    attachments: z.array(ZMailAttachment).max(MAIL_ATTACHMENTS_MAX).default([]),
  })
  .refine(
    (mail) =>
      mail.attachments.reduce((sum, file) => sum + base64ByteLength(file.contentBase64), 0) <=
      MAIL_ATTACHMENT_BYTES_MAX,
    { message: `attachments over ${MAIL_ATTACHMENT_BYTES_MAX} bytes`, path: ['attachments'] },
  );
/** A mail as it is written: attachments may be left out. */
export type TMail = z.input<typeof ZMail>;
/** A mail as the worker reads it back. */
export type TParsedMail = z.output<typeof ZMail>;

/** An attachment from a file's bytes (a rendered report's XLSX or PDF). */
export function mailAttachment(filename: string, contentType: string, bytes: Uint8Array): TMailAttachment {
  return { filename, contentType, contentBase64: Buffer.from(bytes).toString('base64') };
}

/**
 * The outbox: a mail is a job queued in the caller's transaction, so it is sent exactly when
 * what it announces was committed, and never from inside a transaction. A mail that breaks the
 * limits above throws here, in the caller, rather than failing later in the worker.
 */
export function enqueueMail(tx: Tx, mail: TMail): Promise<number> {
  // A mail that cannot reach the server in a day is stale (its links expire): give up then.
  return enqueueJob(tx, MAIL_JOB_KIND, ZMail.parse(mail), { maxAttempts: 10 });
}
