import { createTransport } from 'nodemailer';
import type { JobHandler, JobLog } from '../jobs/job-worker.ts';
import { redactSecrets } from '../log/redact-secrets.ts';
import { base64ByteLength, MAIL_JOB_KIND, ZMail, type TParsedMail } from './mail.ts';

export type MailSender = {
  kind: 'smtp' | 'log';
  send(mail: TParsedMail): Promise<void>;
  close(): void;
};

export type MailSettings = {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** NODE_ENV=production: a mail written to the log keeps its text but not its link's key. */
  production?: boolean;
};

// Shorter than nodemailer's defaults (2 min to connect, 10 min idle) so that a hung server
// fails the attempt well within the worker's claim on the job.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the mail is written to the log, so
 * that someone running the app locally can follow the activation or reset link. That is the one
 * log line meant to carry a mail key, and only outside production: a production install's log
 * is read by others, so there the key is redacted (set SMTP_URL).
 */
export function createMailSender(settings: MailSettings, log: Pick<JobLog, 'info'>): MailSender {
  if (!settings.smtpUrl) {
    return {
      kind: 'log',
      async send(mail) {
        log.info(
          {
            mail: {
              to: mail.to,
              subject: mail.subject,
              text: settings.production ? redactSecrets(mail.text) : mail.text,
              // Names and sizes only: a report's bytes do not belong in the log.
              ...(mail.attachments.length > 0
                ? {
                    attachments: mail.attachments.map((file) => ({
                      filename: file.filename,
                      contentType: file.contentType,
                      bytes: base64ByteLength(file.contentBase64),
                    })),
                  }
                : {}),
            },
          },
          `mail to ${mail.to} (SMTP_URL not set): ${mail.subject}`,
        );
      },
      close() {},
    };
  }
  const transport = createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS }, { from: settings.mailFrom });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Real MIME attachments (multipart/mixed, base64 parts), decoded from the job's payload.
        attachments: mail.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.contentBase64, 'base64'),
        })),
      });
    },
    close() {
      transport.close();
    },
  };
}

/** The worker's handler for 'mail' jobs. */
export function mailJobHandlers(sender: MailSender): Record<string, JobHandler> {
  return { [MAIL_JOB_KIND]: async (payload) => sender.send(ZMail.parse(payload)) };
}
