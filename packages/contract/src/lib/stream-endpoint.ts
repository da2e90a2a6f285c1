import { z } from 'zod';
import type { Access } from './endpoint.ts';

const none = z.object({}).strict();
type None = typeof none;

/**
 * An endpoint that answers a stream of server-sent events (`text/event-stream`) instead of one
 * envelope: live updates of a branch (ADR 0014). It is a GET with the same access rules as any
 * endpoint (a bearer token in the Authorization header, never in the URL; branch access and
 * area), and each event's `data` is one JSON value of `event`. Events say what changed (kinds and
 * ids), never the record: the client refetches through the ordinary endpoints.
 */
export type StreamEndpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  V extends z.ZodType = z.ZodType,
  A extends Access = Access,
> = {
  /** Stable id, `<feature>.<operation>`, as on every endpoint. */
  id: string;
  method: 'GET';
  path: string;
  access: A;
  params: P;
  query: Q;
  /** A stream has no body: kept so that the checks over every endpoint read it the same way. */
  body: None;
  /** Schema of each event's `data`. */
  event: V;
  stream: true;
};

/** Declares a streaming endpoint once; server and web both read it. */
export function defineStreamEndpoint<
  V extends z.ZodType,
  A extends Access,
  P extends z.ZodType = None,
  Q extends z.ZodType = None,
>(spec: { id: string; path: string; access: A; params?: P; query?: Q; event: V }): StreamEndpoint<P, Q, V, A> {
  return {
    ...spec,
    method: 'GET',
    params: (spec.params ?? none) as P,
    query: (spec.query ?? none) as Q,
    body: none,
    stream: true,
  };
}

export function isStreamEndpoint(value: { path: string }): value is StreamEndpoint {
  return (value as Partial<StreamEndpoint>).stream === true;
}

export type EventOf<E extends StreamEndpoint> = z.output<E['event']>;

/** Response headers of an event stream: the server sets them, tests and the client check them. */
export const EVENT_STREAM_TYPE = 'text/event-stream';
