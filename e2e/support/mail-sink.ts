// A local SMTP sink for the browser tests, started by playwright.config.ts as a second webServer
// (`node --import tsx`). It is the integration tests' sink (apps/server/src/test/smtp-sink.ts)
// on a fixed port, plus an HTTP side the tests read:
//   GET /ready              200 once both servers listen (Playwright's readiness URL)
//   GET /messages[?to=a@b]  JSON list, oldest first: { to, subject, text, receivedAt }
// Nothing is written to disk; the sink ends with the test run (SIGTERM).
import { createServer, type Server } from 'node:http';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink.ts';

const SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? 3457);
const HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? 3458);
const HOST = '127.0.0.1';

// SMTP first: /ready must not answer before mail can be received.
const sink = await startSmtpSink({ port: SMTP_PORT });

const http: Server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${HOST}`);
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  if (req.method !== 'GET') return send(405, { error: 'GET only' });
  if (url.pathname === '/ready') return send(200, { ok: true, smtpPort: SMTP_PORT });
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = sink.messages.map(({ to: rcpt, subject, text, receivedAt }) => ({
      to: rcpt,
      subject,
      text,
      receivedAt,
    }));
    return send(200, to ? list.filter((mail) => mail.to.includes(to)) : list);
  }
  return send(404, { error: 'not found' });
});

await new Promise<void>((resolve, reject) => {
  http.once('error', reject);
  http.listen(HTTP_PORT, HOST, () => resolve());
});
console.log(`mail sink: ${sink.url}, messages at http://${HOST}:${HTTP_PORT}/messages`);

function stop() {
  http.close();
  void sink.close().then(() => process.exit(0));
  // Open SMTP connections would hold close(); the run is over either way.
  setTimeout(() => process.exit(0), 2_000).unref();
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
