import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveServiceSettings } from '../integrations/integration-settings.ts';

export type SeenRequest = { method: string; url: string; authorization: string | undefined; body: string };

/**
 * A fake outside service on a local port for the live adapters' tests: it records every request
 * and answers with `answer`, which a test replaces (by default a 500).
 */
export async function startFakeService() {
  const fake = {
    seen: [] as SeenRequest[],
    answer: (_req: IncomingMessage, res: ServerResponse) => json(res, 500, {}),
    settings: undefined as unknown as LiveServiceSettings,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      fake.seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
      fake.answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Generous: a loaded test machine must not turn a slow answer into a time-out.
  fake.settings = { url: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', timeoutMs: 10_000 };
  return fake;
}

export function json(res: ServerResponse, status: number, body: unknown) {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Answers by `METHOD /path`; anything else 404. */
export function routes(answers: Record<string, [number, unknown]>) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const [status, body] = answers[`${req.method} ${req.url}`] ?? [404, {}];
    json(res, status, body);
  };
}
