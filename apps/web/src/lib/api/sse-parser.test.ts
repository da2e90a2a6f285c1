import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser.ts';

function parse(...chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('the server-sent event parser', () => {
  it('reads data events and skips comments', () => {
    expect(parse(': open\n\ndata: {"id":1}\n\n: heartbeat\n\n')).toEqual([{ type: 'message', data: '{"id":1}' }]);
  });

  it('joins an event cut anywhere across chunks, CR LF included', () => {
    expect(parse('da', 'ta: {"a"', ':1}\r', '\n\r\n', 'data: 2\n', '\n')).toEqual([
      { type: 'message', data: '{"a":1}' },
      { type: 'message', data: '2' },
    ]);
  });

  it('joins data lines and reads the event type', () => {
    expect(parse('event: change\ndata: a\ndata:b\nid: 7\nretry: 10\n\n')).toEqual([{ type: 'change', data: 'a\nb' }]);
  });

  it('dispatches nothing for an unfinished event', () => {
    expect(parse('data: 1\n')).toEqual([]);
  });
});
