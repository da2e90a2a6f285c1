import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { oauth } from '@yim/contract';
import { DEMO_PASSWORD } from '../../seed/demo-tenants.ts';
import {
  consentAndCode,
  registerTestClient,
  startOAuthServer,
  type OAuthTestServer,
} from '../../test/oauth-test-server.ts';

const REDIRECT = 'https://app.example.test/cb';
const USER = 'counter@demo.yim.test';

let t: OAuthTestServer;
let confidential: { client_id: string; client_secret?: string };
let publicClient: { client_id: string };
let user: string;

beforeAll(async () => {
  t = await startOAuthServer();
  confidential = await registerTestClient(t, { redirect_uris: [REDIRECT] });
  publicClient = await registerTestClient(t, { redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' });
  user = await t.login(USER, DEMO_PASSWORD);
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function basic(client: { client_id: string; client_secret?: string }) {
  const pair = `${encodeURIComponent(client.client_id)}:${encodeURIComponent(client.client_secret ?? '')}`;
  return `Basic ${Buffer.from(pair).toString('base64')}`;
}

/** A form-encoded token request, as any client sends it. */
async function tokenRequest(form: Record<string, string>, authorization?: string) {
  const response = await fetch(`${t.issuer}/o/oauth2/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    body: new URLSearchParams(form),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, string>,
    headers: response.headers,
  };
}

async function codeFor(client: { client_id: string }, extra: Record<string, string> = {}) {
  return consentAndCode(t, user, {
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'profile',
    ...extra,
  });
}

async function userinfoStatus(accessToken: string) {
  const response = await fetch(`${t.issuer}/o/oauth2/userinfo`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return response.status;
}

describe('the token endpoint refuses', () => {
  it('a wrong PKCE verifier, and a verifier the code had no challenge for', async () => {
    const { challenge } = pkce();
    const code = await codeFor(publicClient, { code_challenge: challenge, code_challenge_method: 'S256' });
    const wrong = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: publicClient.client_id,
      code_verifier: pkce().verifier,
    });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'invalid_grant']);

    const plainCode = await codeFor(confidential);
    const downgrade = await tokenRequest(
      { grant_type: 'authorization_code', code: plainCode, redirect_uri: REDIRECT, code_verifier: pkce().verifier },
      basic(confidential),
    );
    expect([downgrade.status, downgrade.body.error]).toEqual([400, 'invalid_grant']);
  });

  it('a code used twice, and revokes the tokens its first use issued', async () => {
    const code = await codeFor(confidential);
    const form = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT };
    const first = await tokenRequest(form, basic(confidential));
    expect(first.status).toBe(200);
    expect(await userinfoStatus(first.body.access_token!)).toBe(200);

    const second = await tokenRequest(form, basic(confidential));
    expect([second.status, second.body.error]).toEqual([400, 'invalid_grant']);
    expect(await userinfoStatus(first.body.access_token!)).toBe(401);
    const refresh = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: first.body.refresh_token! },
      basic(confidential),
    );
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('a code older than 60 seconds (clock moved on)', async () => {
    const code = await codeFor(confidential);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const late = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
      basic(confidential),
    );
    expect([late.status, late.body.error, late.body.error_description]).toEqual([400, 'invalid_grant', 'code expired']);
  });

  it('a redirect URI that differs by a slash, case, query or fragment', async () => {
    for (const other of [`${REDIRECT}/`, REDIRECT.toUpperCase(), `${REDIRECT}?x=1`, `${REDIRECT}#f`]) {
      const code = await codeFor(confidential);
      const answer = await tokenRequest(
        { grant_type: 'authorization_code', code, redirect_uri: other },
        basic(confidential),
      );
      expect([other, answer.body.error]).toEqual([other, 'invalid_grant']);
      // …and the page is never given a code for such a URI in the first place.
      const page = await t.send(oauth.authorizationCode, {
        token: user,
        query: { client_id: confidential.client_id, redirect_uri: other, response_type: 'code', scope: 'profile' },
      });
      expect([other, page.statusCode, page.json.errorCode]).toEqual([other, 400, 'OAUTH-INVALID-REQUEST']);
    }
  });

  it('an unknown client and a wrong secret, with 401 and a Basic challenge', async () => {
    const code = await codeFor(confidential);
    const unknown = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
      basic({ client_id: 'nobody-here-at-all', client_secret: 'x' }),
    );
    expect([unknown.status, unknown.body.error]).toEqual([401, 'invalid_client']);
    expect(unknown.headers.get('www-authenticate')).toContain('Basic');
    const wrongSecret = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
      basic({ ...confidential, client_secret: 'not-the-secret' }),
    );
    expect([wrongSecret.status, wrongSecret.body.error]).toEqual([401, 'invalid_client']);
    // A confidential client cannot pass itself off as public (no secret).
    const asPublic = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: confidential.client_id,
    });
    expect(asPublic.body.error).toBe('invalid_client');
  });

  it('grants it does not offer, and malformed requests, in RFC 6749 shape', async () => {
    const password = await tokenRequest(
      { grant_type: 'password', username: USER, password: DEMO_PASSWORD },
      basic(confidential),
    );
    expect([password.status, password.body.error]).toEqual([400, 'unsupported_grant_type']);
    const control = await tokenRequest({ grant_type: 'authorization_code', code: 'a\u0000b' }, basic(confidential));
    expect([control.status, control.body.error]).toEqual([400, 'invalid_request']);
  });
});

describe('consent', () => {
  it('a public client without PKCE gets no code', async () => {
    const answer = await t.send(oauth.authorizationCode, {
      token: user,
      query: { client_id: publicClient.client_id, redirect_uri: REDIRECT, response_type: 'code', scope: 'profile' },
    });
    expect(answer.statusCode).toBe(400);
  });

  it('denied: the page gets a non-200 and no code can be issued', async () => {
    const fresh = await registerTestClient(t, { redirect_uris: [REDIRECT] });
    const denied = await t.send(oauth.setConsent, {
      token: user,
      query: { client_id: fresh.client_id },
      payload: { allow: false },
    });
    expect([denied.statusCode, denied.json.errorCode]).toEqual([403, 'OAUTH-CONSENT-DENIED']);
    const code = await t.send(oauth.authorizationCode, {
      token: user,
      query: { client_id: fresh.client_id, redirect_uri: REDIRECT, response_type: 'code', scope: 'profile' },
    });
    expect(code.statusCode).toBe(403);
  });

  it('withdrawn: the client disappears from connected apps and its tokens stop working', async () => {
    const code = await codeFor(confidential);
    const issued = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
      basic(confidential),
    );
    const apps = await t.send(oauth.listConnectedApps, { token: user });
    expect(apps.json.data.list.map((app: { client_id: string }) => app.client_id)).toContain(confidential.client_id);

    const withdrawn = await t.send(oauth.withdrawConsent, {
      token: user,
      params: { clientId: confidential.client_id },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await userinfoStatus(issued.body.access_token!)).toBe(401);
    const refresh = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: issued.body.refresh_token! },
      basic(confidential),
    );
    expect(refresh.body.error).toBe('invalid_grant');
    const after = await t.send(oauth.listConnectedApps, { token: user });
    expect(after.json.data.list.map((app: { client_id: string }) => app.client_id)).not.toContain(
      confidential.client_id,
    );
  });
});

describe('clients and the product API', () => {
  it('a disabled client is refused everywhere until enabled again', async () => {
    const admin = await t.login('superadmin@demo.yim.test', DEMO_PASSWORD);
    const client = await registerTestClient(t, { redirect_uris: [REDIRECT] });
    const code = await codeFor(client);
    const issued = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
      basic(client),
    );
    const off = await t.send(oauth.setClientStatus, {
      token: admin,
      params: { clientId: client.client_id },
      payload: { disabled: true },
    });
    expect(off.json.data.disabledAt).not.toBeNull();
    expect(await userinfoStatus(issued.body.access_token!)).toBe(401);
    // The token endpoint refuses the disabled client's refresh token and a code it was given before.
    const refreshed = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: issued.body.refresh_token! },
      basic(client),
    );
    expect([refreshed.status, refreshed.body.error]).toEqual([401, 'invalid_client']);
    const detail = await t.send(oauth.clientDetail, { query: { client_id: client.client_id } });
    expect(detail.statusCode).toBe(400);
    const list = await t.send(oauth.listClients, { token: admin });
    expect(
      list.json.data.list.find((c: { client_id: string }) => c.client_id === client.client_id).disabledAt,
    ).not.toBeNull();
    await t.send(oauth.setClientStatus, {
      token: admin,
      params: { clientId: client.client_id },
      payload: { disabled: false },
    });
    expect(await userinfoStatus(issued.body.access_token!)).toBe(200);
    const audit = await t.db.owner.execute<{ action: string; target: string }>(
      sql`select action, target from superadmin_audit where action like 'oauthClients.%' order by id`,
    );
    expect(audit.rows).toEqual(
      expect.arrayContaining([
        { action: 'oauthClients.disable', target: client.client_id },
        { action: 'oauthClients.list', target: '' },
        { action: 'oauthClients.enable', target: client.client_id },
      ]),
    );
  });

  it('only a super-administrator registers clients (RFC 6750 errors)', async () => {
    const anonymous = await fetch(`${t.issuer}/o/oauth2/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'x', redirect_uris: [REDIRECT] }),
    });
    expect([anonymous.status, ((await anonymous.json()) as { error: string }).error]).toEqual([401, 'invalid_token']);
    const member = await t.send(oauth.register, {
      token: user,
      payload: { client_name: 'x', redirect_uris: [REDIRECT] },
    });
    expect([member.statusCode, member.json.error]).toEqual([403, 'insufficient_scope']);
  });

  it('a product endpoint refuses a form-encoded body (a cross-site form cannot post to it)', async () => {
    const response = await fetch(`${t.issuer}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: USER, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(415);
  });

  it('a client access token is not a product token, nor a product token a client token', async () => {
    const code = await codeFor(confidential);
    const issued = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
      basic(confidential),
    );
    const asProduct = await t.send(oauth.account, { token: issued.body.access_token });
    expect(asProduct.statusCode).toBe(401);
    expect(await userinfoStatus(user)).toBe(401);
  });
});
