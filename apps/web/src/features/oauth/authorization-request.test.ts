import { describe, expect, it } from 'vitest';
import { codeRedirect, deniedRedirect, missingScopes, readAuthorizationRequest } from './authorization-request.ts';

const query = new URLSearchParams({
  client_id: 'abcdefgh12',
  redirect_uri: 'https://app.example.test/cb?tenant=7',
  response_type: 'code',
  scope: 'profile profile',
  state: 'x y&z',
});

describe('the authorization request of /oauth2', () => {
  it('needs a client and a redirect URI; scopes default to every offered scope', () => {
    expect(readAuthorizationRequest(new URLSearchParams({ client_id: 'a' }))).toBeNull();
    const request = readAuthorizationRequest(query)!;
    expect(request.scopes).toEqual(['profile']);
    expect(
      readAuthorizationRequest(new URLSearchParams({ client_id: 'a', redirect_uri: 'https://x' }))!.scopes,
    ).toEqual(['profile']);
  });

  it('lists only the scopes not granted yet', () => {
    const request = readAuthorizationRequest(query)!;
    expect(missingScopes(request, [])).toEqual(['profile']);
    expect(missingScopes(request, ['profile'])).toEqual([]);
  });

  it('returns state unchanged and keeps the client’s own query', () => {
    const request = readAuthorizationRequest(query)!;
    const back = new URL(codeRedirect(request, 'c0de'));
    expect(back.searchParams.get('tenant')).toBe('7');
    expect(back.searchParams.get('state')).toBe('x y&z');
    expect(back.searchParams.get('code')).toBe('c0de');
    expect(back.searchParams.get('grant_type')).toBe('code');
    const denied = new URL(deniedRedirect(request, 'no'));
    expect([denied.searchParams.get('error'), denied.searchParams.get('error_desc')]).toEqual([
      'missing_consent',
      'no',
    ]);
    expect(denied.searchParams.get('error_description')).toBe('no');
  });
});
