import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long the requests in flight may go on once the server is closing (SIGTERM). */
export const CLOSE_GRACE_MS = 30_000;

/**
 * Lets `app.close()` end as soon as the requests in flight are answered. Node closes the
 * connections that are idle when its server closes, but not two kinds, which kept the close
 * waiting until their clients let them go (74 s in the browser tests, for ever for a client that
 * never does):
 * - a connection that has sent no request yet (a browser's preconnect, a proxy's warm pool):
 *   closed with the app;
 * - a keep-alive connection whose request was in flight: closed once it is answered.
 * A request still going after the grace is cut off. Called once per app, before it listens.
 */
export function closeConnectionsOnClose(app: FastifyInstance, graceMs = CLOSE_GRACE_MS): void {
  const server = app.server;
  const requestless = new Set<Socket>();
  const inFlight = new Set<ServerResponse>();
  server.on('connection', (socket: Socket) => {
    requestless.add(socket);
    socket.once('close', () => requestless.delete(socket));
  });
  server.on('request', (req: { socket: Socket }, res: ServerResponse) => {
    requestless.delete(req.socket);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  // Fastify closes the server right after its preClose hooks.
  app.addHook('preClose', async () => {
    for (const socket of requestless) socket.destroy();
    for (const res of inFlight) res.once('finish', () => server.closeIdleConnections());
    const grace = setTimeout(() => server.closeAllConnections(), graceMs).unref();
    server.once('close', () => clearTimeout(grace));
  });
}
