import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { redactSecrets } from './redact-secrets.ts';

/**
 * The request log: one line per answered request (at info), with what an operator looks for and
 * nothing a secret could ride in (the URL redacted as every logged URL is). Fastify's own request
 * logging wrote two lines with the whole request serialised; at the default level that cost about
 * an eighth of a small answer's throughput (bench/log-cost.mjs).
 */
export function logRequest(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  // An app composed without a logger (the tests' apps) gets Fastify's silent stand-in, which has
  // no levels to ask: calling it threw on every answered request, and a throwing onResponse hook
  // skips the hooks after it.
  if ((req.log as Partial<Logger>).isLevelEnabled?.('info')) {
    req.log.info(
      {
        method: req.method,
        url: redactSecrets(req.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: req.ip,
      },
      'request',
    );
  }
  done();
}
