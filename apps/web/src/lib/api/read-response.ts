import type { TErrorBody } from '@yim/contract';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.ts';
import type { PreparedRequest } from './build-request.ts';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function hasData(payload: unknown): payload is { data: unknown } {
  return typeof payload === 'object' && payload !== null && 'data' in payload;
}

/**
 * The contract's error body (`ZErrorBody`: a code and a text or the validation result), checked
 * by hand so that the API client, on every page from the first, loads no schema library;
 * read-response.test.ts holds it to the schema.
 */
export function isErrorBody(payload: unknown): payload is TErrorBody {
  if (typeof payload !== 'object' || payload === null) return false;
  const { errorCode, errorMessage } = payload as Record<string, unknown>;
  if (typeof errorCode !== 'string') return false;
  if (typeof errorMessage === 'string') return true;
  if (typeof errorMessage !== 'object' || errorMessage === null) return false;
  const { validationResult } = errorMessage as Record<string, unknown>;
  return (
    Array.isArray(validationResult) &&
    validationResult.every((result: unknown) => {
      const issues = typeof result === 'object' && result !== null ? (result as { error?: unknown }).error : null;
      return Array.isArray(issues) && issues.every(isValidationIssue);
    })
  );
}

function isValidationIssue(issue: unknown): boolean {
  if (typeof issue !== 'object' || issue === null) return false;
  const { path, message } = issue as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}

/** Unwraps `{ status: "200", data }`; any other answer becomes an ApiError. */
export async function readResponse<T>(response: Response, request: PreparedRequest): Promise<T> {
  const payload = await readJson(response);
  const where = { method: request.method, url: request.url };

  if (response.ok) {
    if (hasData(payload)) return payload.data as T;
    if (response.status === 204) return undefined as T;
    throw new ApiError({
      ...where,
      status: response.status,
      errorCode: CLIENT_ERROR_CODES.badResponse,
      errorMessage: null,
      kind: 'unknown',
    });
  }

  if (isErrorBody(payload)) {
    throw new ApiError({
      ...where,
      status: response.status,
      errorCode: payload.errorCode,
      errorMessage: payload.errorMessage,
    });
  }
  throw new ApiError({
    ...where,
    status: response.status,
    errorCode: `HTTP_${response.status}`,
    errorMessage: typeof payload === 'string' && payload.length < 500 ? payload : null,
  });
}

export function networkError(request: PreparedRequest, cause: unknown): ApiError {
  return new ApiError({
    method: request.method,
    url: request.url,
    status: 0,
    errorCode: CLIENT_ERROR_CODES.network,
    errorMessage: 'Network Error',
    kind: 'network',
    cause,
  });
}
