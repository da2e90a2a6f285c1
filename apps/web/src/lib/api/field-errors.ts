import type { TValidationIssue } from '@yim/contract';
import { issuesByField, type FieldErrors } from '../use-zod-form.ts';
import { isApiError } from './api-error.ts';

// Reading a failed call's answer for a form: its error code, and a 422's messages per field.

export function hasErrorCode(error: unknown, code: string): boolean {
  return isApiError(error) && error.errorCode === code;
}

/** Every `{ path, message }` of a 422 answer (spec access §3 error body), for messages per field. */
export function validationIssues(error: unknown): TValidationIssue[] {
  if (!isApiError(error) || typeof error.errorMessage !== 'object' || error.errorMessage === null) return [];
  return error.errorMessage.validationResult.flatMap((result) => result.error);
}

/** A 422 answer as messages per top-level field ('drSpecialItems.0' belongs to drSpecialItems). */
export function serverFieldErrors<T>(error: unknown): FieldErrors<T> {
  return issuesByField<T>(
    validationIssues(error).map((issue) => ({ message: issue.message, path: issue.path.split('.') })),
  );
}
