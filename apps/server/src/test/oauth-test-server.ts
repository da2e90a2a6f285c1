import { createServer } from 'node:net';
import { oauth } from '@yim/contract';
import { DEMO_PASSWORD } from '../seed/demo-tenants.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A port nobody listens on now (the issuer must be known before the app is built). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type OAuthTestServer = TestApp & { issuer: string };

/**
 * The app listening on a real port with PUBLIC_URL (the issuer) set to it: the client libraries
 * under test talk HTTP to it as to any authorization server.
 */
export async function startOAuthServer(): Promise<OAuthTestServer> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ PUBLIC_URL: issuer });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, issuer };
}

/** A super-administrator registers a client (RFC 7591) and answers what the server returned. */
export async function registerTestClient(
  t: TestApp,
  metadata: { redirect_uris: string[]; token_endpoint_auth_method?: string; client_name?: string },
) {
  const admin = await t.login('superadmin@demo.yim.test', DEMO_PASSWORD);
  const response = await t.send(oauth.register, {
    token: admin,
    payload: { client_name: 'Test app', ...metadata },
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return response.json as { client_id: string; client_secret?: string };
}

/** What the /oauth2 page does for a signed-in user: consent, then ask for a code. */
export async function consentAndCode(t: TestApp, userToken: string, query: Record<string, string>): Promise<string> {
  const consent = await t.send(oauth.setConsent, {
    token: userToken,
    query: { client_id: query.client_id! },
    payload: { allow: true, scope: query.scope ?? 'profile' },
  });
  if (consent.statusCode !== 200) throw new Error(`consent failed: ${consent.body}`);
  const code = await t.send(oauth.authorizationCode, { token: userToken, query: query as never });
  if (code.statusCode !== 200) throw new Error(`code failed: ${code.body}`);
  return code.json.data.code as string;
}
