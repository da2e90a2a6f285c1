import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../app-error.ts';

export type DownloadClaims = { method: 'GET'; key: string; exp: number; contentType?: string; fileName?: string };
export type UploadClaims = { method: 'PUT'; key: string; exp: number; contentType: string; maxBytes: number };
export type FileUrlClaims = DownloadClaims | UploadClaims;

/**
 * What the HMAC covers. Everything the server will act on is signed (the served content-type
 * and file name too: an unsigned type would let anyone serve an upload as text/html on our
 * origin). A JSON array of fixed order, so that no value can spill into the next field.
 */
function canonical(claims: FileUrlClaims): string {
  return claims.method === 'GET'
    ? JSON.stringify([
        'yim-file-url-v1',
        'GET',
        claims.key,
        claims.exp,
        claims.contentType ?? '',
        claims.fileName ?? '',
      ])
    : JSON.stringify(['yim-file-url-v1', 'PUT', claims.key, claims.exp, claims.contentType, claims.maxBytes]);
}

export function signClaims(secret: Uint8Array, claims: FileUrlClaims): string {
  return createHmac('sha256', secret).update(canonical(claims)).digest('base64url');
}

function isSignatureValid(secret: Uint8Array, claims: FileUrlClaims, signature: string): boolean {
  const expected = Buffer.from(signClaims(secret, claims));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `<prefix>/<key>?exp=…&type=…&name=…&sig=…` (PUT: `max` instead of `name`). */
export function signedPath(prefix: string, secret: Uint8Array, claims: FileUrlClaims): string {
  const query = new URLSearchParams({ exp: String(claims.exp) });
  if (claims.contentType) query.set('type', claims.contentType);
  if (claims.method === 'GET' && claims.fileName) query.set('name', claims.fileName);
  if (claims.method === 'PUT') query.set('max', String(claims.maxBytes));
  query.set('sig', signClaims(secret, claims));
  const path = claims.key.split('/').map(encodeURIComponent).join('/');
  return `${prefix}/${path}?${query.toString()}`;
}

function text(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  return typeof value === 'string' ? value : undefined;
}

function checkedExpiry(query: Record<string, unknown>, nowSeconds: number): number {
  const exp = text(query, 'exp');
  if (!exp || !/^\d{1,12}$/.test(exp) || Number(exp) < nowSeconds) throw new AppError('FILE-URL-INVALID');
  return Number(exp);
}

function checkSignature(secret: Uint8Array, claims: FileUrlClaims, query: Record<string, unknown>): void {
  const sig = text(query, 'sig');
  if (!sig || !isSignatureValid(secret, claims, sig)) throw new AppError('FILE-URL-INVALID');
}

/**
 * The claims of a signed URL once signature and expiry hold. Any flaw answers 403
 * FILE-URL-INVALID without saying which, so the answer teaches a forger nothing.
 */
export function verifyDownloadQuery(
  secret: Uint8Array,
  key: string,
  query: Record<string, unknown>,
  nowSeconds: number,
): DownloadClaims {
  const claims: DownloadClaims = {
    method: 'GET',
    key,
    exp: checkedExpiry(query, nowSeconds),
    contentType: text(query, 'type'),
    fileName: text(query, 'name'),
  };
  checkSignature(secret, claims, query);
  return claims;
}

export function verifyUploadQuery(
  secret: Uint8Array,
  key: string,
  query: Record<string, unknown>,
  nowSeconds: number,
): UploadClaims {
  const exp = checkedExpiry(query, nowSeconds);
  const contentType = text(query, 'type');
  const max = text(query, 'max');
  if (!contentType || !max || !/^\d{1,15}$/.test(max)) throw new AppError('FILE-URL-INVALID');
  const claims: UploadClaims = { method: 'PUT', key, exp, contentType, maxBytes: Number(max) };
  checkSignature(secret, claims, query);
  return claims;
}
