/** One server-sent event as the stream carried it: its type (default 'message') and its data text. */
export type ServerSentEvent = { type: string; data: string };

/**
 * Reads the `text/event-stream` format (HTML Living Standard, "Server-sent events") from text
 * chunks cut anywhere: lines end in LF, CR LF or CR; `data:` lines join with LF; a blank line
 * dispatches; comments (the server's heartbeat) and `id:`/`retry:` are ignored, since the client
 * reconnects on its own terms and refetches rather than replay (ADR 0014).
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let data: string[] = [];
  let type = '';

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n') });
      data = [];
      type = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      let match: RegExpExecArray | null;
      const ending = /\r\n|\r|\n/g;
      let start = 0;
      while ((match = ending.exec(buffer)) !== null) {
        // A CR at the very end may be the first half of CR LF: wait for the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
  };
}
