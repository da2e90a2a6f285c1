import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@yim/contract';
import { AppError } from '../app-error.ts';

/** The error codes of RFC 6749 §4.1.2.1 and §5.2, RFC 6750 §3.1, RFC 7009 §2.2.1 and RFC 7591 §3.2.2. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_token_type'
  | 'invalid_scope'
  | 'invalid_token'
  | 'insufficient_scope'
  | 'access_denied'
  | 'invalid_redirect_uri'
  | 'invalid_client_metadata'
  | 'server_error'
  | 'temporarily_unavailable';

/** What a protocol endpoint's service throws; the error handler answers it as the RFCs say. */
export class OAuthError extends Error {
  readonly error: OAuthErrorCode;
  readonly status: number;

  constructor(error: OAuthErrorCode, description: string, status = defaultStatus(error)) {
    super(description);
    this.error = error;
    this.status = status;
  }
}

function defaultStatus(error: OAuthErrorCode): number {
  if (error === 'invalid_client' || error === 'invalid_token') return 401;
  if (error === 'insufficient_scope' || error === 'access_denied') return 403;
  if (error === 'server_error') return 500;
  if (error === 'temporarily_unavailable') return 429;
  return 400;
}

/** Whether the request was routed to an endpoint of wire 'rfc' (its route config says so). */
export function isProtocolRoute(req: FastifyRequest): boolean {
  return (req.routeOptions?.config as { wire?: string } | undefined)?.wire === 'rfc';
}

/** A catalogue error met on a protocol endpoint (validation, token, rate limit), in the RFCs' terms. */
function fromCatalogue(code: ErrorCode | null, error: unknown): OAuthError {
  const issues = error instanceof AppError ? error.issues : undefined;
  if (code === 'RATE_LIMITED') return new OAuthError('temporarily_unavailable', 'too many requests');
  if (code === 'PERMISSION_DENIED') return new OAuthError('insufficient_scope', 'a super-administrator is required');
  if (code?.startsWith('AUTH')) return new OAuthError('invalid_token', 'the bearer token is missing or not valid');
  if (code === null || (error instanceof AppError && error.status >= 500))
    return new OAuthError('server_error', 'the server could not answer');
  const where = issues?.[0]?.path;
  return new OAuthError('invalid_request', where ? `invalid parameter: ${where}` : 'malformed request');
}

/** Answers an error on a protocol endpoint: `{ error, error_description }` and the headers the RFCs ask for. */
export function sendProtocolError(reply: FastifyReply, error: unknown, code: ErrorCode | null) {
  const answer = error instanceof OAuthError ? error : fromCatalogue(code, error);
  if (answer.error === 'invalid_token' || answer.error === 'insufficient_scope') {
    reply.header('www-authenticate', `Bearer error="${answer.error}"`);
  }
  if (answer.error === 'invalid_client' && answer.status === 401) reply.header('www-authenticate', 'Basic realm="yim"');
  reply.header('cache-control', 'no-store');
  return reply.status(answer.status).send({ error: answer.error, error_description: answer.message });
}
