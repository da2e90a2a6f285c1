import type { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StreamEndpoint } from '@yim/contract';
import type { Database, OpenedRows, Tx, TxScope } from '../db/database.ts';
import { openEventStream, type EventSink } from './event-stream.ts';
import type { TokenClaims } from './request-context.ts';

/** What the registrar's `stream` gives a stream request: its handler's context, and the handler. */
export type StreamSteps<C, T> = {
  /** The short transaction's scope, with the request's entry to open with (ADR 0019). */
  scope: TxScope;
  /** Authorisation and validation, as `handle` does them, in the short transaction it is given. */
  context(tx: Tx, opened: OpenedRows): Promise<C>;
  /** The route's handler: it subscribes, and answers what undoes the subscription. */
  subscribe(ctx: C, events: EventSink<T>): Promise<(() => void) | void>;
};

/** Runs `work` once the signal aborts, or at once when it already has. */
function onEnd(signal: AbortSignal, work: () => void) {
  if (signal.aborted) work();
  else signal.addEventListener('abort', work, { once: true });
}

/**
 * One request of a stream route (`routes.stream`, ADR 0014): the handler's context made in a
 * short transaction, then the stream opened, to end with the access token, and the handler
 * subscribed, with no transaction held. Answers the stream's body; until the handler has
 * subscribed, a failure is answered as any error.
 */
export async function runEventStream<C, T>(
  app: FastifyInstance,
  db: Database,
  endpoint: StreamEndpoint,
  req: FastifyRequest,
  reply: FastifyReply,
  claims: TokenClaims | null,
  steps: StreamSteps<C, T>,
): Promise<PassThrough> {
  // Authorisation and validation in a short transaction; the stream holds none.
  const ctx = await db.run(steps.scope, steps.context);
  const expiresAt = claims?.expiresAt;
  const events = openEventStream<T>(app, req, reply, {
    parse: (event) => endpoint.event.parse(event),
    ...(expiresAt === undefined ? {} : { endsAt: expiresAt * 1000 }),
  });
  try {
    const unsubscribe = await steps.subscribe(ctx, events);
    if (unsubscribe) onEnd(events.signal, unsubscribe);
  } catch (error) {
    events.close();
    throw error;
  }
  return events.start();
}
