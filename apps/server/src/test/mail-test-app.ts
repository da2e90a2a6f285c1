import { pino } from 'pino';
import { startJobWorker, type JobWorker } from '../lib/jobs/job-worker.ts';
import { createMailSender, mailJobHandlers } from '../lib/mail/mail-sender.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type MailTestApp = { t: TestApp; sink: SmtpSink; worker: JobWorker; close(): Promise<void> };

/**
 * An app that sends real mail over SMTP to a local sink. The worker never polls on its own:
 * tests call worker.runOnce() to deliver, so nothing races the assertions.
 */
export async function createMailTestApp(): Promise<MailTestApp> {
  const sink = await startSmtpSink();
  const t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'http://yim.test' });
  const silent = pino({ level: 'silent' });
  const worker = startJobWorker({
    db: t.db,
    handlers: mailJobHandlers(createMailSender(t.config, silent)),
    log: silent,
    pollMs: 3_600_000,
  });
  return {
    t,
    sink,
    worker,
    async close() {
      await worker.stop();
      await t.close();
      await sink.close();
    },
  };
}
