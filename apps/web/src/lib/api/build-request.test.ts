import { describe, expect, it } from 'vitest';
import { auth, clinics } from '@yim/contract';
import { buildRequest, toQueryString } from './build-request.ts';

describe('toQueryString', () => {
  it('leaves out empty values, joins arrays with commas and encodes Thai text', () => {
    expect(
      toQueryString({ keyword: 'สมชาย ใจดี', roleIds: [1, 2, 3], offset: 0, none: undefined, gone: null, empty: [] }),
    ).toBe(
      '?keyword=%E0%B8%AA%E0%B8%A1%E0%B8%8A%E0%B8%B2%E0%B8%A2+%E0%B9%83%E0%B8%88%E0%B8%94%E0%B8%B5&roleIds=1%2C2%2C3&offset=0',
    );
  });

  it('writes dates as ISO strings and is empty without values', () => {
    expect(toQueryString({ at: new Date('2025-01-02T03:04:05.000Z') })).toBe('?at=2025-01-02T03%3A04%3A05.000Z');
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
  });
});

describe('buildRequest', () => {
  it('sends `{}` on a non-GET call without a body', () => {
    const request = buildRequest({ ...auth.login, path: '/api/logout' }, {});
    expect(request.init.body).toBe('{}');
  });

  it('sends form data as is on multipart calls', () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const upload = { ...auth.login, id: 'test.upload', path: '/api/content/upload', multipart: true };
    const request = buildRequest(upload, { formData: form });
    expect(request.init.body).toBe(form);
    expect(new Headers(request.init.headers).has('Content-Type')).toBe(false);
    // The bearer token is added when the request is sent (bearer.ts), never when it is built.
    expect(new Headers(request.init.headers).has('Authorization')).toBe(false);
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildRequest(clinics.checkLoginAtBranch, { params: { clinicUrl: 'c' } })).toThrow(/branchUrl/);
  });
});

describe('Idempotency-Key', () => {
  it('is sent when given, and makes a new attempt a request of its own', async () => {
    const { requestKey } = await import('./in-flight.ts');
    const { newIdempotencyKey } = await import('./build-request.ts');
    const post = { method: 'POST', path: '/api/receipt/:clinicUrl/:branchUrl' } as const;
    const params = { clinicUrl: 'c', branchUrl: 'b' };
    const first = newIdempotencyKey();
    const a = buildRequest(post, { params, body: { x: 1 }, idempotencyKey: first });
    expect(new Headers(a.init.headers).get('Idempotency-Key')).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    const again = buildRequest(post, { params, body: { x: 1 }, idempotencyKey: first });
    const next = buildRequest(post, { params, body: { x: 1 }, idempotencyKey: newIdempotencyKey() });
    expect(requestKey(again)).toBe(requestKey(a));
    expect(requestKey(next)).not.toBe(requestKey(a));
    expect(new Headers(buildRequest(post, { params }).init.headers).has('Idempotency-Key')).toBe(false);
  });
});
