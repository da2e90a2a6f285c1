import { pino, type LoggerOptions } from 'pino';
import { REDACTED, redactSecrets } from './redact-secrets.ts';

// The one place that decides what a log line may hold (issue 7, item 13): Fastify's logger and
// main's database logger are both made from these options. Request URLs lose mail keys and link
// signatures; errors lose the values a failed query carried (Drizzle puts them in the message
// and in `params`, PostgreSQL's `detail` repeats the failing row: a password hash leaked so).

/** Fields of an error that hold the values of a query, never its shape. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'raw']);
const MAX_DEPTH = 4;

/** The exact "params: …" texts Drizzle wrote into the messages of this error and its causes. */
function queryParamTexts(error: unknown, depth = 0): string[] {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return [];
  const own = 'params' in error && Array.isArray(error.params) ? [`params: ${String(error.params)}`] : [];
  return [...own, ...queryParamTexts(error.cause, depth + 1)];
}

function scrub(value: unknown, clean: (text: string) => string, depth: number): unknown {
  if (typeof value === 'string') return clean(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, clean, depth + 1));
  const out: Record<string, unknown> = {};
  // for…in: pino's serialized error keeps type, message and stack on its prototype.
  for (const key in value) {
    if (VALUE_FIELDS.has(key)) continue;
    const field = (value as Record<string, unknown>)[key];
    out[key] = field instanceof Error ? serializeError(field) : scrub(field, clean, depth + 1);
  }
  return out;
}

/** pino's error serializer (message and stack with their causes), without any query value. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? redactSecrets(error) : error;
  const paramTexts = queryParamTexts(error);
  const clean = (text: string) =>
    redactSecrets(paramTexts.reduce((result, params) => result.split(params).join(`params: ${REDACTED}`), text));
  const serialized = pino.stdSerializers.err(error) as unknown;
  return scrub(serialized, clean, 0);
}

type RequestLike = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request line, with the URL's secrets redacted (mail keys ride in web paths). */
export function serializeRequest(req: RequestLike) {
  return {
    method: req.method,
    url: redactSecrets(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** pino options for every logger of the server. */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    // Whatever logs a request or an answer whole never writes its credentials.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
      censor: REDACTED,
    },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    hooks: {
      // Messages built from URLs (Fastify's "Route GET:/… not found") are redacted like fields.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
}
