import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from './security-headers.ts';

describe('computeSecurityHeaders', () => {
  it("answers helmet's headers for the options, computed once", () => {
    const headers = computeSecurityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'https://bucket.example'] } },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers['content-security-policy']).toContain("img-src 'self' https://bucket.example");
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('refuses options helmet refuses, at start rather than on a request', () => {
    expect(() =>
      computeSecurityHeaders({
        contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ['self'] } },
      }),
    ).toThrow();
  });
});
