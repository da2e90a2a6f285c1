import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeConnectionsOnClose } from './close-connections.ts';

// A SIGTERM closes the app (main.ts): it must not wait on a connection that never sends a request,
// and must let a request in flight finish, up to the grace.

let app: FastifyInstance;
const sockets: Socket[] = [];

async function listening(graceMs: number, slowMs = 0): Promise<number> {
  app = Fastify();
  closeConnectionsOnClose(app, graceMs);
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, slowMs));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

/** A connection that sends nothing, as a browser's preconnect; resolves once it is open. */
function silentConnection(port: number): Promise<Socket & { closedByServer: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  const closedByServer = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return new Promise((resolve) => socket.once('connect', () => resolve(Object.assign(socket, { closedByServer }))));
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app.close();
});

describe('closeConnectionsOnClose', () => {
  it('closes at once beside a connection that has sent no request, and drops that connection', async () => {
    const port = await listening(60_000);
    const silent = await silentConnection(port);
    const started = performance.now();
    await app.close();
    // Without it, Node's close waits on the silent connection until its client drops it.
    expect(performance.now() - started).toBeLessThan(2_000);
    await silent.closedByServer;
  });

  it('lets a request in flight answer before the server is closed', async () => {
    const port = await listening(60_000, 300);
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await app.close();
    expect(await answer).toEqual({ status: 200, body: { ok: true } });
  });

  it('cuts off a request still going after the grace', async () => {
    const port = await listening(200, 10_000);
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then(
      () => 'answered',
      () => 'cut off',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await answer).toBe('cut off');
  });
});
