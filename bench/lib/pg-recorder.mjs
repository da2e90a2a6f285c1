// @ts-check
// A recording proxy between the server and PostgreSQL: it forwards every byte unchanged and reads
// the client's side of the wire protocol, so that a benchmark can see exactly which statements one
// request sends, in which round trips, with which parameters. Nothing is written by hand, so the
// SQL baseline cannot drift from the code it is compared with.
import { createServer, connect } from 'node:net';

/**
 * One statement as the server sent it. `name` is the prepared statement's name ('' = unnamed);
 * `simple` marks the simple query protocol (text only, no parameters).
 * @typedef {{ text: string; values: (string | Buffer | null)[]; name: string; simple: boolean }} Statement
 * @typedef {Statement[]} RoundTrip  statements sent together and answered by one ReadyForQuery
 */

/** Reads the frontend messages of one connection as they arrive (after the startup packet). */
class FrontendReader {
  /** @param {(type: string, payload: Buffer) => void} onMessage */
  constructor(onMessage) {
    this.buffer = Buffer.alloc(0);
    this.startupDone = false;
    this.onMessage = onMessage;
  }

  /** @param {Buffer} chunk */
  push(chunk) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    while (true) {
      if (!this.startupDone) {
        // Startup, SSL and GSS requests carry no type byte: a length, then a code.
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        this.buffer = this.buffer.subarray(length);
        // 80877103 = SSLRequest, 80877104 = GSSENCRequest: the real startup packet follows.
        if (code !== 80877103 && code !== 80877104) this.startupDone = true;
        continue;
      }
      if (this.buffer.length < 5) return;
      const length = this.buffer.readInt32BE(1);
      if (this.buffer.length < length + 1) return;
      const type = String.fromCharCode(this.buffer[0] ?? 0);
      this.onMessage(type, this.buffer.subarray(5, length + 1));
      this.buffer = this.buffer.subarray(length + 1);
    }
  }
}

/** @param {Buffer} payload @param {number} offset @returns {[string, number]} */
function cString(payload, offset) {
  const end = payload.indexOf(0, offset);
  return [payload.toString('utf8', offset, end), end + 1];
}

/** Bind: portal, statement, parameter formats, values (text, or raw bytes for binary ones). */
function readBind(/** @type {Buffer} */ payload) {
  let offset = cString(payload, 0)[1];
  const [statement, afterName] = cString(payload, offset);
  offset = afterName;
  const formatCount = payload.readInt16BE(offset);
  offset += 2;
  const formats = [];
  for (let i = 0; i < formatCount; i += 1, offset += 2) formats.push(payload.readInt16BE(offset));
  const valueCount = payload.readInt16BE(offset);
  offset += 2;
  /** @type {(string | Buffer | null)[]} */
  const values = [];
  for (let i = 0; i < valueCount; i += 1) {
    const length = payload.readInt32BE(offset);
    offset += 4;
    if (length < 0) {
      values.push(null);
      continue;
    }
    const bytes = payload.subarray(offset, offset + length);
    offset += length;
    const binary = (formatCount === 1 ? formats[0] : formats[i]) === 1;
    values.push(binary ? Buffer.from(bytes) : bytes.toString('utf8'));
  }
  return { statement, values };
}

/**
 * Starts the proxy on a free port of 127.0.0.1 in front of `target`. While `record()` is active,
 * every round trip of every connection is kept; named statements are remembered across the
 * proxy's whole life, so a statement prepared before the recording started is still known.
 * @param {{ host: string; port: number }} target
 */
export async function startPgRecorder(target) {
  /** @type {RoundTrip[] | null} */
  let recording = null;
  /** @type {Map<string, string>} */
  const preparedText = new Map();
  const sockets = new Set();

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    // The text of this connection's unnamed statement, which a Bind without a name refers to.
    let unnamedText = '';
    /** @type {RoundTrip} */
    let pending = [];
    const reader = new FrontendReader((type, payload) => {
      if (type === 'P') {
        const [name, afterName] = cString(payload, 0);
        const [text] = cString(payload, afterName);
        if (name) preparedText.set(name, text);
        else unnamedText = text;
      } else if (type === 'B') {
        const { statement, values } = readBind(payload);
        const text = statement ? (preparedText.get(statement) ?? '') : unnamedText;
        pending.push({ text, values, name: statement, simple: false });
      } else if (type === 'Q') {
        const [text] = cString(payload, 0);
        recording?.push([{ text, values: [], name: '', simple: true }]);
      } else if (type === 'S') {
        if (pending.length > 0) recording?.push(pending);
        pending = [];
      }
    });
    client.on('data', (chunk) => reader.push(chunk));
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  /**
   * Runs `work` (one request, nothing else in flight) and answers the round trips it caused.
   * @param {() => Promise<unknown>} work
   * @returns {Promise<RoundTrip[]>}
   */
  async function record(work) {
    recording = [];
    try {
      await work();
      return recording;
    } finally {
      recording = null;
    }
  }

  return {
    port,
    record,
    /**
     * `record`, repeated until two recordings in a row sent the same statements. The server's
     * job worker polls every second on a connection of its own, and a poll that falls inside a
     * recording is not the request's work: once it took the lab list's capture from 6 round
     * trips to 9 and flattered its ratio.
     * @param {() => Promise<unknown>} work
     * @returns {Promise<RoundTrip[]>}
     */
    async recordSteady(work) {
      let previous = await record(work);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const next = await record(work);
        if (statementTexts(next) === statementTexts(previous)) return next;
        previous = next;
      }
      throw new Error('no two recordings of the same request sent the same statements');
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/** What a recording sent, without the values: two requests of one endpoint send the same. */
function statementTexts(/** @type {RoundTrip[]} */ trips) {
  return JSON.stringify(trips.map((trip) => trip.map((statement) => statement.text)));
}
