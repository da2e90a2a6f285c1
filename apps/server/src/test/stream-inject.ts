import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { EVENT_STREAM_TYPE, isStreamEndpoint, type StreamEndpoint } from '@yim/contract';
import { allEndpoints } from './contract-endpoints.ts';

/** `/api/x/:a/:b?` as a pattern of concrete paths. */
function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (segment.endsWith('?') ? '[^/]*' : '[^/]+') : segment))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

/** Decides whether an injected call goes to a stream endpoint: the contract's, and a test's own. */
export function streamRoutes(extra: StreamEndpoint[] = []): (method: string, url: string) => boolean {
  const endpoints = [...allEndpoints().filter(isStreamEndpoint), ...extra];
  const patterns = endpoints.map((endpoint) => pathPattern(endpoint.path));
  return (method, url) => method === 'GET' && patterns.some((pattern) => pattern.test(url.split('?')[0]!));
}

/**
 * inject() for a stream endpoint: an accepted stream never ends, so the answer is taken as soon
 * as its headers are out and the stream is dropped; a refusal is read whole, as any answer.
 * The tests over every endpoint of the contract (permissions, bad input) go through here.
 */
export async function injectStream(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  const isEvents = String(response.headers['content-type'] ?? '').startsWith(EVENT_STREAM_TYPE);
  let body = '';
  if (isEvents && response.statusCode === 200) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return Object.assign(response, {
    body,
    payload: body,
    json: () => JSON.parse(body) as unknown,
  });
}
