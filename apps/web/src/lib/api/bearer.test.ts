import { describe, expect, it } from 'vitest';
import { isStorageUpload, isStorageUrl, withBearer } from './bearer.ts';
import type { PreparedRequest } from './build-request.ts';

function request(method: string, url: string, body?: BodyInit): PreparedRequest {
  return { method, url, init: { method, credentials: 'include', headers: new Headers(), body } };
}

const authorization = (r: PreparedRequest) => new Headers(r.init.headers).get('Authorization');

describe('isStorageUrl', () => {
  it.each([
    ['https://bucket.s3.ap-southeast-1.amazonaws.com/a.jpg?X-Amz-Signature=x', true],
    ['/api/files/branch/1/a.pdf?sig=abc', true],
    [`${window.location.origin}/api/files/a.pdf`, true],
    ['/api/user/clinic', false],
    [`${window.location.origin}/api/user/clinic`, false],
    ['/api/filesystem', false],
  ])('%s → %s', (url, expected) => {
    expect(isStorageUrl(url)).toBe(expected);
  });
});

describe('withBearer', () => {
  it('adds the stored token to our own API calls', () => {
    const sent = withBearer(request('GET', '/api/user/clinic'), 'tok');
    expect(authorization(sent)).toBe('Bearer tok');
    expect(sent.init.credentials).toBe('include');
  });

  it('leaves it out for storage URLs, skipAuth calls and when no token is stored', () => {
    expect(authorization(withBearer(request('PUT', 'https://bucket.example/a?sig=1'), 'tok'))).toBeNull();
    expect(authorization(withBearer(request('PUT', '/api/files/a?sig=1'), 'tok'))).toBeNull();
    expect(authorization(withBearer(request('POST', '/api/login'), 'tok', true))).toBeNull();
    expect(authorization(withBearer(request('GET', '/api/user/clinic'), null))).toBeNull();
  });

  it('replaces an old token on a replay and keeps cookies away from a foreign storage host', () => {
    const first = withBearer(request('GET', '/api/user/clinic'), 'old');
    expect(authorization(withBearer(first, 'new'))).toBe('Bearer new');
    expect(withBearer(request('PUT', 'https://bucket.example/a'), 'tok').init.credentials).toBe('same-origin');
  });
});

describe('isStorageUpload', () => {
  it('is true for multipart bodies and PUTs to storage URLs', () => {
    expect(isStorageUpload(request('POST', '/api/content/upload', new FormData()))).toBe(true);
    expect(isStorageUpload(request('PUT', '/api/files/a?sig=1', new Blob(['x'])))).toBe(true);
    expect(isStorageUpload(request('PUT', 'https://bucket.example/a', new Blob(['x'])))).toBe(true);
    expect(isStorageUpload(request('PUT', '/api/user/userInfo', '{}'))).toBe(false);
    expect(isStorageUpload(request('GET', '/api/files/a?sig=1'))).toBe(false);
  });
});
