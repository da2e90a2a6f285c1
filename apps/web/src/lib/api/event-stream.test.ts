import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineStreamEndpoint } from '@yim/contract';
import { followEventStream } from './event-stream.ts';
import { resetTokenRefresh } from './token-refresh.ts';
import { clearAccessToken, getAccessToken, setAccessToken } from './token-store.ts';

const changes = defineStreamEndpoint({
  id: 'test.changes',
  path: '/api/test/events/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'queue' },
  params: z.object({ clinicUrl: z.string(), branchUrl: z.string() }),
  event: z.object({ kind: z.string(), id: z.number() }),
});
const params = { clinicUrl: 'yim-demo', branchUrl: 'siam' };

/** A streamed answer the test writes to, chunk by chunk, and ends when it likes. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const headerOf = (call: number, name: string) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get(name);

function follow(stop: AbortController) {
  const events: unknown[] = [];
  let resyncs = 0;
  const done = followEventStream(changes, {
    params,
    signal: stop.signal,
    onEvent: (event) => events.push(event),
    onResync: () => (resyncs += 1),
    retryDelayMs: { first: 5, max: 20 },
  });
  return { events, resyncs: () => resyncs, done };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  resetTokenRefresh();
  setAccessToken('tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAccessToken();
});

describe('following an event stream', () => {
  it('sends the bearer header, never a token in the URL, and hands over the events its schema accepts', async () => {
    const stream = openStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    const stop = new AbortController();
    const { events, done } = follow(stop);
    stream.write(': open\n\ndata: {"kind":"appointment.booked","id":1}\n\n');
    stream.write('data: {"kind":"no id"}\n\ndata: not json\n\ndata: {"kind":"appointment.moved",');
    stream.write('"id":2}\n\n');
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      { kind: 'appointment.booked', id: 1 },
      { kind: 'appointment.moved', id: 2 },
    ]);
    const [url] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/test/events/yim-demo/siam');
    expect(headerOf(0, 'Authorization')).toBe('Bearer tok-1');
    expect(headerOf(0, 'Accept')).toBe('text/event-stream');
    stop.abort();
    await done;
  });

  it('opens again when the server ends the stream, and asks for a refetch', async () => {
    const first = openStream();
    const second = openStream();
    fetchMock.mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const stop = new AbortController();
    const { events, resyncs, done } = follow(stop);
    first.write(': open\n\n');
    first.end();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(resyncs()).toBe(1));
    second.write('data: {"kind":"appointment.checkedIn","id":3}\n\n');
    await vi.waitFor(() => expect(events).toEqual([{ kind: 'appointment.checkedIn', id: 3 }]));
    stop.abort();
    await done;
  });

  it('retries after a network failure or a server error, with a growing delay', async () => {
    const stream = openStream();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(503, { errorCode: 'UNAVAILABLE', errorMessage: 'down' }))
      .mockResolvedValueOnce(stream.response);
    const stop = new AbortController();
    const { resyncs, done } = follow(stop);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    // The first open after failures is the first open: nothing was shown from this stream yet.
    expect(resyncs()).toBe(0);
    stop.abort();
    await done;
  });

  it('tries again at once when the browser is back online', async () => {
    const stream = openStream();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(stream.response);
    const stop = new AbortController();
    const done = followEventStream(changes, {
      params,
      signal: stop.signal,
      onEvent() {},
      onResync() {},
      retryDelayMs: { first: 60_000, max: 60_000 },
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Let the failure reach the wait before the network comes back.
    await new Promise((resolve) => setTimeout(resolve, 20));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    stop.abort();
    await done;
  });

  it('renews an expired token through the refresh call and opens with the new one', async () => {
    const stream = openStream();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { errorCode: 'AUTH_TOKEN_EXPIRED', errorMessage: 'jwt expired' }))
      .mockResolvedValueOnce(jsonResponse(200, { status: '200', data: { accessToken: 'tok-2' } }))
      .mockResolvedValueOnce(stream.response);
    const stop = new AbortController();
    const { done } = follow(stop);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/token');
    expect(headerOf(2, 'Authorization')).toBe('Bearer tok-2');
    expect(getAccessToken()).toBe('tok-2');
    stop.abort();
    await done;
  });

  it('stops for good on a refusal another attempt would repeat (403)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { errorCode: 'PERMISSION_DENIED', errorMessage: 'no' }));
    await follow(new AbortController()).done;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops when its signal aborts, even in the middle of a stream', async () => {
    const stream = openStream();
    fetchMock.mockResolvedValue(stream.response);
    const stop = new AbortController();
    const { done } = follow(stop);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    stop.abort();
    await done;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
