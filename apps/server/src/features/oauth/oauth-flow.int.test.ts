import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauth4 from 'oauth4webapi';
import * as openid from 'openid-client';
import { oauth } from '@yim/contract';
import { DEMO_PASSWORD } from '../../seed/demo-tenants.ts';
import { consentAndCode, startOAuthServer, type OAuthTestServer } from '../../test/oauth-test-server.ts';

const REDIRECT = 'https://app.example.test/callback';
const USER = 'doctor@demo.yim.test';

let t: OAuthTestServer;
beforeAll(async () => {
  t = await startOAuthServer();
});
afterAll(async () => t?.close());

describe('the authorization-code flow with PKCE, driven by standard client libraries', () => {
  it('openid-client: registration, discovery, code, token, userinfo, refresh, revocation', async () => {
    const issuer = new URL(t.issuer);
    const admin = await t.login('superadmin@demo.yim.test', DEMO_PASSWORD);
    // RFC 7591 through the library, with the super-administrator's token as initial access token.
    const config = await openid.dynamicClientRegistration(
      issuer,
      { client_name: 'Clinic analytics', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'client_secret_basic' },
      undefined,
      { algorithm: 'oauth2', initialAccessToken: admin, execute: [openid.allowInsecureRequests] },
    );
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(t.issuer);
    expect(meta.authorization_endpoint).toBe(`${t.issuer}/oauth2`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    const { client_id: clientId, client_secret: clientSecret } = config.clientMetadata();
    expect(clientSecret).toEqual(expect.any(String));

    // A fresh configuration from discovery, as a real client would start.
    const client = await openid.discovery(
      issuer,
      clientId,
      clientSecret as string,
      openid.ClientSecretBasic(clientSecret as string),
      {
        algorithm: 'oauth2',
        execute: [openid.allowInsecureRequests],
      },
    );
    const verifier = openid.randomPKCECodeVerifier();
    const state = openid.randomState();
    const authorizationUrl = openid.buildAuthorizationUrl(client, {
      redirect_uri: REDIRECT,
      scope: 'profile',
      code_challenge: await openid.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    expect(authorizationUrl.pathname).toBe('/oauth2');

    // The /oauth2 page: the user signs in, consents, and the page asks for the code.
    const user = await t.login(USER, DEMO_PASSWORD);
    const code = await consentAndCode(t, user, Object.fromEntries(authorizationUrl.searchParams));
    const callback = new URL(`${REDIRECT}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);

    const tokens = await openid.authorizationCodeGrant(client, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.scope).toBe('profile');

    const me = await t.send(oauth.account, { token: user });
    const claims = await openid.fetchUserInfo(client, tokens.access_token, openid.skipSubjectCheck);
    expect(claims).toMatchObject({
      email: USER,
      firstNameEn: me.json.data.firstNameEn,
      first_name_th: me.json.data.first_name_th,
    });
    const subject = claims.sub;

    const refreshed = await openid.refreshTokenGrant(client, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await openid.fetchUserInfo(client, refreshed.access_token, subject)).sub).toBe(subject);

    await openid.tokenRevocation(client, refreshed.refresh_token!);
    await expect(openid.fetchUserInfo(client, refreshed.access_token, subject)).rejects.toThrow();
    await expect(openid.refreshTokenGrant(client, refreshed.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('oauth4webapi: a public client (no secret) with PKCE, and a CORS answer for a browser', async () => {
    const admin = await t.login('superadmin@demo.yim.test', DEMO_PASSWORD);
    const registered = await t.send(oauth.register, {
      token: admin,
      payload: { client_name: 'Patient portal', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json.client_secret).toBeUndefined();
    const client: oauth4.Client = { client_id: registered.json.client_id, token_endpoint_auth_method: 'none' };

    const issuer = new URL(t.issuer);
    const as = await oauth4.processDiscoveryResponse(
      issuer,
      await oauth4.discoveryRequest(issuer, { algorithm: 'oauth2', [oauth4.allowInsecureRequests]: true }),
    );
    const verifier = oauth4.generateRandomCodeVerifier();
    const state = oauth4.generateRandomState();
    const user = await t.login(USER, DEMO_PASSWORD);
    const code = await consentAndCode(t, user, {
      client_id: client.client_id,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'profile',
      state,
      code_challenge: await oauth4.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const params = oauth4.validateAuthResponse(as, client, new URLSearchParams({ code, state }), state);
    const response = await oauth4.authorizationCodeGrantRequest(as, client, oauth4.None(), params, REDIRECT, verifier, {
      [oauth4.allowInsecureRequests]: true,
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tokens = await oauth4.processAuthorizationCodeResponse(as, client, response);

    const info = await oauth4.processUserInfoResponse(
      as,
      client,
      oauth4.skipSubjectCheck,
      await oauth4.userInfoRequest(as, client, tokens.access_token, { [oauth4.allowInsecureRequests]: true }),
    );
    expect(info.email).toBe(USER);

    const rotated = await oauth4.processRefreshTokenResponse(
      as,
      client,
      await oauth4.refreshTokenGrantRequest(as, client, oauth4.None(), tokens.refresh_token!, {
        [oauth4.allowInsecureRequests]: true,
      }),
    );
    expect(rotated.access_token).not.toBe(tokens.access_token);

    const preflight = await fetch(`${t.issuer}/o/oauth2/token`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});
