import { z } from 'zod';
import type { TIntegrationService } from '@yim/contract';
import { IntegrationError } from './integration-error.ts';
import type { LiveServiceSettings } from './integration-settings.ts';

export type ServiceAnswer = { status: number; body: unknown };

/**
 * One JSON request to a live outside service. The key travels as a bearer token; a network
 * failure, a time-out or a 5xx answer is `unavailable`. Every other answer (2xx and 4xx) goes back
 * to the adapter, which alone knows what a 404 or a 409 means for its service.
 */
export async function callService(
  service: TIntegrationService,
  settings: LiveServiceSettings,
  request: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; body?: unknown },
): Promise<ServiceAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${settings.url}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(settings.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new IntegrationError(service, 'unavailable', timedOut ? 'TIMEOUT' : 'NETWORK');
  }
  if (response.status >= 500) throw new IntegrationError(service, 'unavailable', `HTTP_${response.status}`);
  const text = await response.text();
  if (text === '') return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new IntegrationError(service, 'unavailable', 'BAD_RESPONSE');
  }
}

/** A 2xx answer that does not have the shape the adapter expects is the service's fault. */
export function unreadable(service: TIntegrationService): IntegrationError {
  return new IntegrationError(service, 'unavailable', 'BAD_RESPONSE');
}

/** Path segments come from our own data, but are escaped all the same. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/**
 * A 2xx answer read with its schema; a 4xx `{ error: <reason> }` naming one of the interface's
 * rejections becomes `rejected`; anything else `unavailable`.
 */
export function readAnswer<T>(
  service: TIntegrationService,
  answer: ServiceAnswer,
  schema: z.ZodType<T>,
  rejections: Record<string, string>,
): T {
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw unreadable(service);
    return parsed.data;
  }
  const refusal = z.object({ error: z.string() }).safeParse(answer.body);
  if (answer.status >= 400 && refusal.success && Object.values(rejections).includes(refusal.data.error)) {
    throw new IntegrationError(service, 'rejected', refusal.data.error);
  }
  throw new IntegrationError(service, 'unavailable', `HTTP_${answer.status}`);
}
