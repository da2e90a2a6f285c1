import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, wireMessage, type ErrorCode } from '@yim/contract';
import { AppError } from '../app-error.ts';

/** Whether the request was routed to an endpoint of wire 'fhir' (its route config says so). */
export function isFhirRoute(req: FastifyRequest): boolean {
  return (req.routeOptions?.config as { wire?: string } | undefined)?.wire === 'fhir';
}

/** The FHIR R4 issue type (valueset issue-type) of a catalogue code. */
function issueType(code: ErrorCode | null): string {
  if (code === 'AUTH_REQUIRED' || code?.startsWith('AUTH')) return 'login';
  if (code === 'PERMISSION_DENIED') return 'forbidden';
  if (code === 'NOT_FOUND') return 'not-found';
  if (code === 'RATE_LIMITED') return 'throttled';
  if (code === 'VALIDATION_FAILED' || code === 'BAD_REQUEST' || code === 'CONTENT-TYPE-NOT-ALLOWED') return 'invalid';
  return 'exception';
}

/**
 * An error on a FHIR endpoint, as FHIR says errors are answered: an OperationOutcome resource
 * with one issue, its type from the catalogue code, the text in `diagnostics`. A 401 also carries
 * WWW-Authenticate, since the caller is another system that must fetch a new token.
 */
export function sendOperationOutcome(reply: FastifyReply, error: unknown, code: ErrorCode | null) {
  const status = code ? ERRORS[code].status : 500;
  const diagnostics =
    error instanceof AppError && status < 500 ? error.message : code ? wireMessage(code) : wireMessage('INTERNAL');
  if (status === 401) reply.header('www-authenticate', 'Bearer error="invalid_token"');
  reply.header('cache-control', 'no-store');
  return reply
    .status(status)
    .type('application/fhir+json; charset=utf-8')
    .send({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: issueType(code), diagnostics }],
    });
}
