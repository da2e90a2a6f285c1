import { useEffect, useRef } from 'react';
import type { EventOf, ParamsOf, StreamEndpoint } from '@yim/contract';
import { followEventStream } from './api/event-stream.ts';

export type BranchEventHandlers<E extends StreamEndpoint> = {
  /** One change, as the stream told it: invalidate the queries it touches. */
  onEvent(event: EventOf<E>): void;
  /** The stream came back after a drop and changes may have been missed: refetch what is shown. */
  onResync(): void;
};

/**
 * Follows a branch's stream endpoint while the component is mounted (ADR 0014): the stream opens
 * with the first render that has params, reopens when the params change, and stops on unmount.
 * The handlers are read at each event, so passing new functions every render does not reconnect.
 * `params` null: not yet known (no branch chosen), nothing is opened.
 */
export function useBranchEvents<E extends StreamEndpoint>(
  endpoint: E,
  params: ParamsOf<E> | null,
  handlers: BranchEventHandlers<E>,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const paramsKey = params === null ? null : JSON.stringify(params);
  useEffect(() => {
    if (paramsKey === null) return;
    const stop = new AbortController();
    void followEventStream(endpoint, {
      params: JSON.parse(paramsKey) as ParamsOf<E>,
      signal: stop.signal,
      onEvent: (event) => latest.current.onEvent(event),
      onResync: () => latest.current.onResync(),
    });
    return () => stop.abort();
  }, [endpoint, paramsKey]);
}
