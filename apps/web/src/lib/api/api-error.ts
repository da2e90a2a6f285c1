import type { TErrorBody } from '@yim/contract';

/** Spec access §8 error types. */
export type ApiErrorKind = 'network' | 'auth' | 'server' | 'validation' | 'business' | 'unknown';

export type ApiErrorMessage = TErrorBody['errorMessage'];

/** Codes the client invents when the server gave none. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  badResponse: 'BAD_RESPONSE',
} as const;

export function classifyStatus(status: number): ApiErrorKind {
  if (status === 0) return 'network';
  if (status === 401 || status === 403) return 'auth';
  if (status === 422) return 'validation';
  if (status >= 500 && status <= 599) return 'server';
  if (status >= 400 && status <= 499) return 'business';
  return 'unknown';
}

/** The first `path` of a validation answer (spec access §3 error response body), if any. */
export function firstValidationPath(message: unknown): string | null {
  if (typeof message !== 'object' || message === null) return null;
  const results = (message as { validationResult?: unknown }).validationResult;
  if (!Array.isArray(results)) return null;
  const errors = (results[0] as { error?: unknown } | undefined)?.error;
  if (!Array.isArray(errors)) return null;
  const path = (errors[0] as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' && path !== '' ? path : null;
}

export type ApiErrorInit = {
  status: number;
  errorCode: string;
  errorMessage: ApiErrorMessage | null;
  method: string;
  url: string;
  kind?: ApiErrorKind;
  cause?: unknown;
};

/** Every failed call rejects with this: the UI translates `errorCode`, never the raw text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errorCode: string;
  readonly errorMessage: ApiErrorMessage | null;
  readonly validationPath: string | null;
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly url: string;

  constructor(init: ApiErrorInit) {
    const text = typeof init.errorMessage === 'string' ? init.errorMessage : init.errorCode;
    super(text, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.errorMessage = init.errorMessage;
    this.validationPath = firstValidationPath(init.errorMessage);
    this.kind = init.kind ?? classifyStatus(init.status);
    this.method = init.method;
    this.url = init.url;
  }

  /** The server's text when it sent a plain string message. */
  get serverText(): string | null {
    return typeof this.errorMessage === 'string' && this.errorMessage !== '' ? this.errorMessage : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
