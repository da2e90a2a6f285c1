import { isStorageUpload } from './bearer.ts';
import type { PreparedRequest } from './build-request.ts';

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Identical requests are method + URL + body (spec access §7), and the Idempotency-Key when there
 * is one: a new payment attempt is its own request even with the same body. Storage uploads, and any body that
 * is not text, are never shared: each upload must reach the server.
 */
export function requestKey(request: PreparedRequest): string | null {
  if (isStorageUpload(request)) return null;
  const { body } = request.init;
  if (body !== undefined && body !== null && typeof body !== 'string') return null;
  const key = new Headers(request.init.headers).get('Idempotency-Key');
  return `${request.method} ${request.url} ${body ?? ''}${key === null ? '' : ` ${key}`}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * While a request is in flight, an identical one is not sent again: the second caller gets the
 * first call's promise. A call cancelled by its own signal leaves the map at once, so a later
 * caller never joins a dying request; a joiner that still caught the abort sends its own.
 */
export function shareInFlight<T>(key: string | null, run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (key === null) return run();
  const existing = inFlight.get(key) as Promise<T> | undefined;
  if (existing) {
    if (!signal) return existing;
    return existing.catch((error: unknown) => {
      if (isAbort(error) && !signal.aborted) return shareInFlight(key, run, signal);
      throw error;
    });
  }
  const forget = () => {
    if (inFlight.get(key) === promise) inFlight.delete(key);
  };
  const promise: Promise<T> = run().finally(forget);
  inFlight.set(key, promise);
  signal?.addEventListener('abort', forget, { once: true });
  return promise;
}

/** How many distinct requests are in flight (for tests and diagnostics). */
export function inFlightCount(): number {
  return inFlight.size;
}
