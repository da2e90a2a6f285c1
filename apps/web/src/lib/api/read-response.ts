import { ZErrorBody } from '@yim/contract';
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

  const body = ZErrorBody.safeParse(payload);
  if (body.success) {
    throw new ApiError({ ...where, status: response.status, ...body.data });
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
