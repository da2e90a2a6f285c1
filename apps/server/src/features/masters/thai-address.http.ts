import type { FastifyReply, FastifyRequest } from 'fastify';

/** A year: an answer for a named data version never changes. */
const IMMUTABLE_SECONDS = 365 * 24 * 3600;

/**
 * Caching of the Thai address lookups. Their answers are the same for every caller and change
 * only with a new data file, so, unlike the registrar's default (`no-store` for whatever a
 * signed-in caller is answered), the browser may keep them: a request naming the current version
 * (`?v=`) for a year, any other one until revalidated with the ETag. `private`: no shared cache
 * sits between a clinic and its data, even public data. Answers 304 (the body is dropped) when the
 * browser's copy is current.
 */
export function cacheByDataVersion(
  req: FastifyRequest,
  reply: FastifyReply,
  current: string,
  requested: string | undefined,
): void {
  const etag = `"thai-address-${current}"`;
  reply.header('etag', etag);
  reply.header(
    'cache-control',
    requested === current ? `private, max-age=${IMMUTABLE_SECONDS}, immutable` : 'private, no-cache',
  );
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) reply.code(304);
}
