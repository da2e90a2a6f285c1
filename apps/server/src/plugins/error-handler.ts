import type { FastifyError, FastifyInstance } from 'fastify';
import { ERRORS, wireMessage, type ErrorCode, type TErrorBody } from '@yim/contract';
import { AppError } from '../lib/app-error.ts';
import { isFhirRoute, sendOperationOutcome } from '../lib/http/fhir-error.ts';
import { isProtocolRoute, OAuthError, sendProtocolError } from '../lib/http/oauth-error.ts';

function body(code: ErrorCode, error: AppError | null): TErrorBody {
  if (error?.issues) return { errorCode: code, errorMessage: { validationResult: [{ error: error.issues }] } };
  return { errorCode: code, errorMessage: error?.message ?? wireMessage(code) };
}

/** Fastify's own failures, mapped onto the catalogue. */
function codeOfFrameworkError(error: FastifyError): ErrorCode | null {
  if (error.statusCode === 429) return 'RATE_LIMITED';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return 'CONTENT-TOO-LARGE';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return 'CONTENT-TYPE-NOT-ALLOWED';
  // Unparsable JSON, a wrong content type and the like: the request never reached the schemas.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'BAD_REQUEST';
  return null;
}

/**
 * PostgreSQL's SQLSTATE class 22 ("data exception": a value out of its column's range, text the
 * type cannot read, NUL in text) on the error or one of its causes. The schemas refuse such values
 * first; one they miss is still the request's fault, not the server's.
 */
function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * The one error handler: coded errors keep their status and text; a 500 never carries
 * internals to the client (it is logged with the request id instead).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | OAuthError, req, reply) => {
    if (isProtocolRoute(req)) {
      const code = error instanceof AppError ? error.code : codeOfFrameworkError(error as FastifyError);
      if (!(error instanceof OAuthError) && (code === null || (error instanceof AppError && error.status >= 500)))
        req.log.error({ err: error }, 'unexpected error');
      if (error instanceof AppError && error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return sendProtocolError(reply, error, code);
    }
    if (isFhirRoute(req)) {
      const code = error instanceof AppError ? error.code : codeOfFrameworkError(error as FastifyError);
      if (code === null || (error instanceof AppError && error.status >= 500))
        req.log.error({ err: error }, 'unexpected error');
      return sendOperationOutcome(reply, error, code ?? (isDataException(error) ? 'VALIDATION_FAILED' : null));
    }
    if (error instanceof OAuthError) {
      req.log.error({ err: error }, 'a protocol error outside a protocol endpoint');
      return reply.status(500).send(body('INTERNAL', null));
    }
    if (error instanceof AppError) {
      if (error.status >= 500) req.log.error({ err: error }, 'request failed');
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(body(error.code, error));
    }
    const code = codeOfFrameworkError(error);
    if (code) {
      return reply.status(ERRORS[code].status).send({ errorCode: code, errorMessage: wireMessage(code) });
    }
    if (isDataException(error)) {
      req.log.warn({ err: error }, 'a value the schemas let through was refused by the database');
      return reply.status(ERRORS.VALIDATION_FAILED.status).send(body('VALIDATION_FAILED', null));
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body('INTERNAL', null));
  });
}
