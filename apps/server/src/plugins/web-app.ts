import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { wireMessage } from '@yim/contract';

/**
 * Serves the built single-page app and falls back to index.html for client routes; unknown
 * API paths answer the JSON 404 of the catalogue instead.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes x.br and x.gz beside each text file (apps/web/vite/precompress.ts): sent
      // as they are to a browser that accepts them, with Vary: Accept-Encoding.
      preCompressed: true,
      // Hashed assets never change; index.html and the service worker must always be fresh.
      setHeaders(res, path) {
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url === '/api' || req.url.startsWith('/o/');
    // HEAD like GET (uptime probes use it); the reply then carries the headers without the body.
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (isApi || !isRead || !hasBuild) {
      return reply.status(404).send({ errorCode: 'NOT_FOUND', errorMessage: wireMessage('NOT_FOUND') });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
