import { API_BASE_URL, type PreparedRequest } from './build-request.ts';

/** Signed file URLs of the local storage driver (ARCHITECTURE §6): the signature is the credential. */
const SIGNED_FILE_PATH = '/api/files/';

function ownOrigins(): string[] {
  const own = window.location.origin;
  return API_BASE_URL === '' ? [own] : [own, new URL(API_BASE_URL, own).origin];
}

/**
 * Storage-bucket URLs never get the bearer token (spec access §7): absolute URLs of another origin
 * (an S3 presigned URL) and the local driver's signed `/api/files/` URLs.
 */
export function isStorageUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return false;
  }
  if (!ownOrigins().includes(parsed.origin)) return true;
  return parsed.pathname.startsWith(SIGNED_FILE_PATH);
}

/** Uploads are never merged with another request: multipart bodies and PUTs to a storage URL. */
export function isStorageUpload(request: PreparedRequest): boolean {
  if (request.init.body instanceof FormData) return true;
  return request.method === 'PUT' && isStorageUrl(request.url);
}

/**
 * The request as it goes out: with `Authorization: Bearer` from the given token, unless the call
 * asked to skip it or the URL is a storage URL. A foreign storage host does not get our cookies.
 */
export function withBearer(request: PreparedRequest, token: string | null, skipAuth = false): PreparedRequest {
  const headers = new Headers(request.init.headers);
  const isStorage = isStorageUrl(request.url);
  if (token && !skipAuth && !isStorage) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  const credentials: RequestCredentials = isStorage ? 'same-origin' : (request.init.credentials ?? 'include');
  return { ...request, init: { ...request.init, headers, credentials } };
}
