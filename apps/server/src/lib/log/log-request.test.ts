import Fastify, { type FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { logRequest } from './log-request.ts';

/** An app with only the request log and a hook after it, answering one route. */
async function answerOnce(options: FastifyServerOptions) {
  const app = Fastify(options);
  const after: string[] = [];
  app.addHook('onResponse', logRequest);
  // A hook after the request log: it runs only if the log's hook did not throw.
  app.addHook('onResponse', (req, _reply, done) => {
    after.push(req.url);
    done();
  });
  app.get('/user/resetpassword/:key', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/user/resetpassword/abcDEF_123' });
  await app.close();
  return { response, after };
}

describe('logRequest', () => {
  it('writes one line per answered request at info, with its URL redacted', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    const { response, after } = await answerOnce({ loggerInstance: pino({ level: 'info' }, stream) });
    expect(response.statusCode).toBe(200);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/user/resetpassword/[redacted]', statusCode: 200 });
    expect(after).toEqual(['/user/resetpassword/abcDEF_123']);
  });

  it('writes nothing above info', async () => {
    const lines: string[] = [];
    const { after } = await answerOnce({
      loggerInstance: pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) }),
    });
    expect(lines).toEqual([]);
    expect(after).toHaveLength(1);
  });

  it('lets the hooks after it run in an app without a logger', async () => {
    const { response, after } = await answerOnce({ logger: false });
    expect(response.statusCode).toBe(200);
    expect(after).toEqual(['/user/resetpassword/abcDEF_123']);
  });
});
