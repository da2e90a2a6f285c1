import { ERRORS, wireMessage, type ErrorCode, type TValidationIssue } from '@yim/contract';

/**
 * The one error type services throw. The code decides the HTTP status (contract ERRORS); the
 * message on the wire is the catalogue's text unless a more precise one is given.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: TValidationIssue[] | undefined;
  /** Seconds a refused caller should wait (sent as Retry-After). */
  retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message?: string, issues?: TValidationIssue[]) {
    super(message ?? wireMessage(code));
    this.code = code;
    this.status = ERRORS[code].status;
    this.issues = issues;
  }

  retryAfter(seconds: number): this {
    this.retryAfterSeconds = seconds;
    return this;
  }
}

export function validationError(issues: TValidationIssue[]): AppError {
  return new AppError('VALIDATION_FAILED', undefined, issues);
}
