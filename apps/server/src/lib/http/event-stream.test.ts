import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HEARTBEAT_MS, openEventStream } from './event-stream.ts';

const ZEvent = z.object({ kind: z.string(), id: z.number() });

function fakeRequest() {
  const raw = new EventEmitter();
  const headers: Record<string, string> = {};
  const reply = {
    raw,
    type: (value: string) => (headers['content-type'] = value),
    header: (name: string, value: string) => (headers[name] = value),
  } as unknown as FastifyReply;
  const error = vi.fn();
  const req = { log: { error } } as unknown as FastifyRequest;
  return { raw, reply, req, headers, error };
}

function open(options: { endsAt?: number } = {}) {
  const fake = fakeRequest();
  const stream = openEventStream<z.input<typeof ZEvent>>({} as FastifyInstance, fake.req, fake.reply, {
    parse: (event) => ZEvent.parse(event),
    ...options,
  });
  const body = stream.start();
  let text = '';
  // Read synchronously (paused mode): fake timers hold back the stream's own scheduling.
  const read = () => {
    let chunk: Buffer | null;
    while ((chunk = body.read() as Buffer | null) !== null) text += chunk.toString();
    return text;
  };
  return { ...fake, stream, body, text: read };
}

afterEach(() => vi.useRealTimers());

describe('an event stream', () => {
  it('leaves the answer alone until it starts, so that a failed subscription answers in JSON', () => {
    const fake = fakeRequest();
    const stream = openEventStream({} as FastifyInstance, fake.req, fake.reply, { parse: (event) => event });
    stream.close();
    expect(fake.headers).toEqual({});
  });

  it('says what it is, opens with a comment and writes one data line per event', () => {
    const { stream, headers, text } = open();
    stream.send({ kind: 'appointment.booked', id: 1 });
    expect(headers).toEqual({ 'content-type': 'text/event-stream; charset=utf-8', 'x-accel-buffering': 'no' });
    expect(text()).toBe(': open\n\ndata: {"kind":"appointment.booked","id":1}\n\n');
    stream.close();
  });

  it('sends a heartbeat comment while nothing happens', () => {
    vi.useFakeTimers();
    const { stream, text } = open();
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(text().match(/: heartbeat\n\n/g)).toHaveLength(2);
    stream.close();
  });

  it('closes instead of sending an event its schema refuses, and logs it', () => {
    const { stream, error } = open();
    stream.send({ kind: 'appointment.booked' } as never);
    expect(stream.signal.aborted).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('ends when the client leaves or its token expires', () => {
    vi.useFakeTimers();
    const left = open();
    left.raw.emit('close');
    expect(left.stream.signal.aborted).toBe(true);
    const expiring = open({ endsAt: Date.now() + 60_000 });
    vi.advanceTimersByTime(59_000);
    expect(expiring.stream.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(expiring.stream.signal.aborted).toBe(true);
    expect(expiring.body.writableEnded).toBe(true);
  });
});
