import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { BASE_URL } from './support/env.ts';
import { DEMO, DEMO_PASSWORD } from './support/demo.ts';

/**
 * A third-party web application on its own origin, written as any OAuth client would be: it
 * sends the browser to /oauth2 with PKCE and state, takes the code at its callback, exchanges it
 * at the token endpoint with its secret, reads userinfo and shows who signed in.
 */
async function startThirdPartyApp(client: { id: string; secret: string }, port: number) {
  const pending = new Map<string, string>(); // state → code verifier
  const redirectUri = `http://127.0.0.1:${port}/callback`;
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', redirectUri);
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Clinic analytics</title><a href="/start">Sign in with Yim</a>');
      return;
    }
    if (url.pathname === '/start') {
      const verifier = randomBytes(32).toString('base64url');
      const state = randomBytes(12).toString('base64url');
      pending.set(state, verifier);
      const authorize = new URL('/oauth2', BASE_URL);
      authorize.search = new URLSearchParams({
        client_id: client.id,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'profile',
        state,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      res.writeHead(302, { location: authorize.toString() });
      res.end();
      return;
    }
    if (url.pathname === '/callback') {
      const state = url.searchParams.get('state') ?? '';
      const verifier = pending.get(state);
      const error = url.searchParams.get('error');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      if (error || !verifier) {
        res.end(`<p id="result">refused: ${error ?? 'unknown state'}</p>`);
        return;
      }
      pending.delete(state);
      const tokenAnswer = await fetch(`${BASE_URL}/o/oauth2/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: url.searchParams.get('code') ?? '',
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }),
      });
      const tokens = (await tokenAnswer.json()) as { access_token?: string };
      const info = await fetch(`${BASE_URL}/o/oauth2/userinfo`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      const claims = (await info.json()) as { email?: string };
      res.end(`<p id="result">signed in as ${claims.email ?? 'nobody'}</p>`);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, redirectUri };
}

test.describe('sign in with Yim', () => {
  test('from a third-party page through /oauth2 (sign in, consent) to the client’s callback', async ({
    page,
    request,
  }) => {
    // The third-party app needs its address before it is registered.
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const login = await request.post('/api/login', { data: { username: DEMO.superadmin, password: DEMO_PASSWORD } });
    const adminToken = (await login.json()).data.accessToken as string;
    const registered = await request.post('/o/oauth2/register', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { client_name: 'Clinic analytics', redirect_uris: [`http://127.0.0.1:${port}/callback`] },
    });
    expect(registered.status()).toBe(201);
    const { client_id: id, client_secret: secret } = await registered.json();
    const app = await startThirdPartyApp({ id, secret }, port);
    try {
      await page.goto(`${app.origin}/`);
      await page.getByRole('link', { name: 'Sign in with Yim' }).click();
      await expect(page).toHaveURL(/\/oauth2\?/);

      // Not signed in: the login form of the authorization page; a wrong password is a danger toast.
      await page.getByRole('textbox', { name: 'อีเมล' }).fill(DEMO.doctor);
      await page.getByRole('textbox', { name: 'รหัสผ่าน' }).fill('wrong-password');
      await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
      await expect(page.getByText('อีเมล หรือ รหัสผ่านไม่ถูกต้อง')).toBeVisible();
      await page.getByRole('textbox', { name: 'รหัสผ่าน' }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();

      // Signed in, first time for this client: the consent list.
      await expect(page.getByText('Clinic analytics ขอเข้าถึงข้อมูลของคุณ')).toBeVisible();
      await expect(page.getByText(DEMO.doctor)).toBeVisible();
      await page.getByRole('button', { name: 'ยินยอม' }).click();
      await page.getByRole('button', { name: 'ดำเนินการต่อด้วยบัญชียิ้ม' }).click();

      await expect(page.locator('#result')).toHaveText(`signed in as ${DEMO.doctor}`);
      const callback = new URL(page.url());
      expect(callback.origin).toBe(app.origin);
      expect(callback.searchParams.get('grant_type')).toBe('code');

      // A second visit: consent is remembered, so continue comes straight away.
      await page.goto(`${app.origin}/start`);
      await expect(page.getByRole('button', { name: 'ดำเนินการต่อด้วยบัญชียิ้ม' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'ยินยอม' })).toHaveCount(0);

      // In the product, the account menu lists the app; disconnecting it asks first, then empties the list.
      await page.goto('/yim-demo/siam');
      await page.getByRole('button', { name: 'เมนูบัญชีผู้ใช้' }).click();
      await page.getByRole('menuitem', { name: 'แอปที่เชื่อมต่อ' }).click();
      const list = page.getByRole('dialog', { name: 'แอปที่เชื่อมต่อกับบัญชียิ้ม' });
      await expect(list.getByText('Clinic analytics')).toBeVisible();
      await list.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ' }).click();
      await page
        .getByRole('dialog', { name: 'ยกเลิกการเชื่อมต่อแอป' })
        .getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ' })
        .click();
      await expect(list.getByText('ยังไม่มีแอปที่คุณอนุญาตให้เข้าถึงบัญชี')).toBeVisible();
    } finally {
      app.server.close();
    }
  });

  test('denied consent goes back with error=missing_consent; an unregistered redirect URI goes nowhere', async ({
    page,
    request,
  }) => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const login = await request.post('/api/login', { data: { username: DEMO.superadmin, password: DEMO_PASSWORD } });
    const adminToken = (await login.json()).data.accessToken as string;
    const registered = await request.post('/o/oauth2/register', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { client_name: 'Reminder bot', redirect_uris: [`http://127.0.0.1:${port}/callback`] },
    });
    const { client_id: id, client_secret: secret } = await registered.json();
    const app = await startThirdPartyApp({ id, secret }, port);
    try {
      await page.goto(`${app.origin}/start`);
      await page.getByRole('textbox', { name: 'อีเมล' }).fill(DEMO.counter);
      await page.getByRole('textbox', { name: 'รหัสผ่าน' }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
      await page.getByRole('button', { name: 'ยกเลิก' }).click();
      await expect(page.getByText('ไม่ได้ให้ความยินยอม')).toBeVisible();
      await page.getByRole('button', { name: 'กลับไปที่ Reminder bot' }).click();
      await expect(page.locator('#result')).toHaveText('refused: missing_consent');

      await page.goto(
        `/oauth2?client_id=${id}&redirect_uri=${encodeURIComponent('https://evil.example.test/cb')}&response_type=code&scope=profile`,
      );
      await expect(page.getByText('ไม่สามารถเชื่อมต่อแอปได้')).toBeVisible();
      await expect(page.getByRole('button', { name: /ดำเนินการต่อ|ยินยอม/ })).toHaveCount(0);
    } finally {
      app.server.close();
    }
  });
});
