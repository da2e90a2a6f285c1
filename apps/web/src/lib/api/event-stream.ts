import { EVENT_STREAM_TYPE, type EventOf, type ParamsOf, type QueryOf, type StreamEndpoint } from '@yim/contract';
import { isApiError } from './api-error.ts';
import { buildRequest, type PreparedRequest } from './build-request.ts';
import { readResponse } from './read-response.ts';
import { sendRequest } from './send-request.ts';
import { createSseParser } from './sse-parser.ts';

export type EventStreamOptions<E extends StreamEndpoint> = {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  /** Each event's data, checked by the endpoint's event schema (others are dropped). */
  onEvent(event: EventOf<E>): void;
  /**
   * The stream is open again after a drop: events sent meanwhile are lost (at most once,
   * ADR 0014), so what the screen shows must be refetched.
   */
  onResync(): void;
  /** Ends the stream for good (the component unmounts). */
  signal: AbortSignal;
  /** Waits between attempts after a failure, doubling from the first to the last. */
  retryDelayMs?: { first: number; max: number };
};

/** Refusals that another attempt would only repeat: the session ended, no right, no branch. */
function isFinal(error: unknown): boolean {
  return isApiError(error) && [401, 403, 404].includes(error.status);
}

/** Waits, but not past an abort, nor past the network coming back (a tablet back on the Wi-Fi). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    window.addEventListener('online', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      window.removeEventListener('online', done);
      resolve();
    }
  });
}

/** The open answer, or the refusal as an ApiError (so a 401 renews the token and tries again). */
async function openAnswer(response: Response, request: PreparedRequest): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.startsWith(EVENT_STREAM_TYPE) && response.body) return response;
  return readResponse<never>(response, request);
}

async function readEvents<E extends StreamEndpoint>(
  endpoint: E,
  body: ReadableStream<Uint8Array>,
  options: EventStreamOptions<E>,
) {
  const parser = createSseParser(({ data }) => {
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = endpoint.event.safeParse(value);
    if (parsed.success) options.onEvent(parsed.data as EventOf<E>);
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  // The signal may have aborted while the answer was being checked.
  if (options.signal.aborted) stop();
  else options.signal.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    options.signal.removeEventListener('abort', stop);
  }
}

/**
 * Follows a stream endpoint until `signal` aborts: fetch with the bearer header (never a token in
 * the URL; an EventSource could not send one), through the same token handling as callApi (a
 * 401 renews the token once and retries). A stream the server ends (its token's expiry, a
 * restart) or a dropped connection is opened again, after a growing delay when it failed, and
 * `onResync` tells the caller to refetch. A 401 that survives the renewal, a 403 or a 404 stops.
 */
export async function followEventStream<E extends StreamEndpoint>(
  endpoint: E,
  options: EventStreamOptions<E>,
): Promise<void> {
  const { first, max } = options.retryDelayMs ?? { first: 1_000, max: 30_000 };
  const request = buildRequest(endpoint, { params: options.params, query: options.query, signal: options.signal });
  (request.init.headers as Headers).set('Accept', EVENT_STREAM_TYPE);
  let delay = first;
  let hasOpened = false;
  while (!options.signal.aborted) {
    try {
      const response = await sendRequest(request, { skipAuth: false, signal: options.signal }, openAnswer);
      if (hasOpened) options.onResync();
      hasOpened = true;
      delay = first;
      await readEvents(endpoint, response.body!, options);
      // Ended by the server (a token's expiry, a restart): open again after the first delay.
      await sleep(first, options.signal);
      continue;
    } catch (error) {
      if (options.signal.aborted || isFinal(error)) return;
    }
    await sleep(delay, options.signal);
    delay = Math.min(delay * 2, max);
  }
}
