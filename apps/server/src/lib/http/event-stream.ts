import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_STREAM_TYPE } from '@yim/contract';

/**
 * A comment line this often keeps proxies and load balancers (which close a connection idle for
 * 30-60 s) from ending a quiet stream, and lets the server notice a client that went away.
 */
export const HEARTBEAT_MS = 20_000;

/** What a stream handler writes to: events, and the end of the stream. */
export type EventSink<T> = {
  /** Sends one event; its data is checked by the endpoint's event schema first. */
  send(event: T): void;
  /** Ends the stream: the client reconnects, refetches and hears the events from then on. */
  close(): void;
  /** Aborted once the stream ended, whoever ended it (client, server, close()). */
  readonly signal: AbortSignal;
};

export type EventStreamOptions<T> = {
  /** Parses an event's data before it goes out (the contract's `event` schema). */
  parse(event: T): unknown;
  /** When the stream must end (the access token's expiry), in ms since the epoch. */
  endsAt?: number;
  heartbeatMs?: number;
};

export type OpenedEventStream<T> = EventSink<T> & {
  /**
   * Sets the stream's headers and answers the body to send, which carries a first comment so
   * that the headers go out at once. Called once the handler subscribed: until then a failure is
   * answered as any error, in JSON.
   */
  start(): PassThrough;
};

const openStreams = new WeakMap<FastifyInstance, Set<() => void>>();

/**
 * Ends every open stream of the app when it closes: an open response would otherwise keep
 * `app.close()` waiting for ever. Called once per app, before it is ready.
 */
export function closeStreamsOnShutdown(app: FastifyInstance): void {
  if (openStreams.has(app)) return;
  const closers = new Set<() => void>();
  openStreams.set(app, closers);
  app.addHook('preClose', async () => {
    for (const close of [...closers]) close();
  });
}

function eventText(data: unknown): string {
  // JSON has no raw line breaks, so one `data:` line carries the whole event.
  return `data: ${JSON.stringify(data)}\n\n`;
}

/**
 * Prepares a server-sent event stream on a reply: headers that keep every cache and proxy from
 * holding it back, a heartbeat, and one end whatever causes it (client gone, app closing, token
 * expired, the handler's close()).
 */
export function openEventStream<T>(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions<T>,
): OpenedEventStream<T> {
  const body = new PassThrough();
  const ended = new AbortController();
  const closers = openStreams.get(app);

  const close = () => {
    if (ended.signal.aborted) return;
    ended.abort();
    clearInterval(heartbeat);
    clearTimeout(expiry);
    closers?.delete(shutDown);
    body.end();
  };
  const heartbeat = setInterval(() => body.write(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  // A token that expires ends the stream: the client reconnects with a fresh one, and the session
  // is checked again, so a closed session stops hearing within one token's life.
  const expiry = options.endsAt === undefined ? undefined : setTimeout(close, Math.max(0, options.endsAt - Date.now()));
  // At shutdown the connection goes too: the server closes only idle keep-alive connections at
  // the moment it closes, and one still finishing its stream would hold app.close() for the
  // keep-alive time-out.
  const shutDown = () => {
    reply.raw.once('finish', () => reply.raw.socket?.destroy());
    close();
  };
  closers?.add(shutDown);
  reply.raw.once('close', close);
  body.once('close', close);

  return {
    start() {
      reply.type(`${EVENT_STREAM_TYPE}; charset=utf-8`);
      // nginx and similar proxies buffer answers unless told otherwise.
      reply.header('x-accel-buffering', 'no');
      body.write(': open\n\n');
      return body;
    },
    signal: ended.signal,
    close,
    send(event) {
      if (ended.signal.aborted) return;
      let data: unknown;
      try {
        data = options.parse(event);
      } catch (error) {
        // A wrong event is the server's fault: the client reconnects and refetches instead.
        req.log.error({ err: error }, 'an event did not match its stream schema; the stream is closed');
        close();
        return;
      }
      body.write(eventText(data));
    },
  };
}
