import { describe, expect, it } from 'vitest';
import { signClaims, signedPath, verifyDownloadQuery, verifyUploadQuery } from './url-signing.ts';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hmac');
const now = 1_800_000_000;

function queryOf(path: string): Record<string, string> {
  return Object.fromEntries(new URL(path, 'http://x').searchParams);
}

describe('signed download URLs', () => {
  const claims = {
    method: 'GET' as const,
    key: 'contents/2026/11/a.png',
    exp: now + 60,
    contentType: 'image/png',
    fileName: 'ฟัน.png',
  };
  const path = signedPath('/api/files', secret, claims);

  it('carry the key in the path and verify back to the same claims', () => {
    expect(path.startsWith('/api/files/contents/2026/11/a.png?')).toBe(true);
    expect(verifyDownloadQuery(secret, claims.key, queryOf(path), now)).toEqual(claims);
  });

  it('are still valid in their last second and refused one second later', () => {
    expect(() => verifyDownloadQuery(secret, claims.key, queryOf(path), now + 60)).not.toThrow();
    expect(() => verifyDownloadQuery(secret, claims.key, queryOf(path), now + 61)).toThrow(
      expect.objectContaining({ code: 'FILE-URL-INVALID', status: 403 }),
    );
  });

  it.each([
    ['another key', (q: Record<string, string>) => q, 'contents/2026/11/b.png'],
    ['a later expiry', (q: Record<string, string>) => ({ ...q, exp: String(now + 3600) }), claims.key],
    ['another served type', (q: Record<string, string>) => ({ ...q, type: 'text/html' }), claims.key],
    ['another file name', (q: Record<string, string>) => ({ ...q, name: 'x.html' }), claims.key],
    ['a dropped type', ({ type: _t, ...q }: Record<string, string>) => q, claims.key],
    [
      'a flipped signature',
      (q: Record<string, string>) => ({ ...q, sig: `${q.sig!.slice(0, -1)}${q.sig!.endsWith('A') ? 'B' : 'A'}` }),
      claims.key,
    ],
    ['no signature', ({ sig: _s, ...q }: Record<string, string>) => q, claims.key],
    ['a non-numeric expiry', (q: Record<string, string>) => ({ ...q, exp: '1e12' }), claims.key],
  ])('refuse %s', (_name, tamper, key) => {
    expect(() => verifyDownloadQuery(secret, key, tamper(queryOf(path)), now)).toThrow(
      expect.objectContaining({ code: 'FILE-URL-INVALID' }),
    );
  });

  it('are refused under another secret', () => {
    const other = new TextEncoder().encode('another-secret-another-secret-another');
    expect(() => verifyDownloadQuery(other, claims.key, queryOf(path), now)).toThrow(
      expect.objectContaining({ code: 'FILE-URL-INVALID' }),
    );
  });

  it('cannot be replayed as an upload (the method is signed)', () => {
    const q = { ...queryOf(path), max: '10' };
    expect(() => verifyUploadQuery(secret, claims.key, q, now)).toThrow(
      expect.objectContaining({ code: 'FILE-URL-INVALID' }),
    );
  });
});

describe('signed upload URLs', () => {
  const claims = {
    method: 'PUT' as const,
    key: 'media/2026/11/a.jpg',
    exp: now + 60,
    contentType: 'image/jpeg',
    maxBytes: 1000,
  };
  const path = signedPath('/api/files', secret, claims);

  it('verify back to the same claims, maxBytes included', () => {
    expect(verifyUploadQuery(secret, claims.key, queryOf(path), now)).toEqual(claims);
  });

  it('refuse a raised size limit or another declared type', () => {
    expect(() => verifyUploadQuery(secret, claims.key, { ...queryOf(path), max: '100000000' }, now)).toThrow(
      expect.objectContaining({ code: 'FILE-URL-INVALID' }),
    );
    expect(() => verifyUploadQuery(secret, claims.key, { ...queryOf(path), type: 'text/html' }, now)).toThrow(
      expect.objectContaining({ code: 'FILE-URL-INVALID' }),
    );
  });
});

describe('signClaims', () => {
  it('cannot be confused by a value that contains a separator', () => {
    const a = signClaims(secret, { method: 'GET', key: 'k', exp: 1, contentType: 'image/png\nx', fileName: 'y' });
    const b = signClaims(secret, { method: 'GET', key: 'k', exp: 1, contentType: 'image/png', fileName: 'x\ny' });
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
