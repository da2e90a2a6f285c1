import { expect, test } from '@playwright/test';
import { DEMO, apiToken } from './support/demo.ts';

type ErrorBody = { errorCode: string; errorMessage: unknown };

test.describe('API as the browser calls it', () => {
  test('/api/health answers anyone, and names the embedded database to a super-administrator', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { status: string; data: { database?: string; version: string } };
    expect(body.status).toBe('200');
    expect(body.data).toEqual({ ok: true, version: '1.1.4' });
    const token = await apiToken(request, DEMO.superadmin);
    const detailed = await request.get('/api/health', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await detailed.json()) as typeof body).data.database).toBe('pglite');
  });

  test('HEAD on a page of the app answers like GET, without the body (uptime probes)', async ({ request }) => {
    const head = await request.head('/login');
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toContain('text/html');
    expect((await head.body()).length).toBe(0);
  });

  test('a clinicUrl longer than 50 characters answers INVALID_LENGTH', async ({ request }) => {
    const token = await apiToken(request, DEMO.manager);
    const headers = { Authorization: `Bearer ${token}` };

    const tooLong = await request.get(`/api/user/checkLogin/${'a'.repeat(51)}/siam`, { headers });
    expect(tooLong.status()).toBe(400);
    expect(((await tooLong.json()) as ErrorBody).errorCode).toBe('INVALID_LENGTH');

    // The limit is 50: a 50-character name passes the length rule and is simply not found.
    const atLimit = await request.get(`/api/user/checkLogin/${'a'.repeat(50)}/siam`, { headers });
    expect(((await atLimit.json()) as ErrorBody).errorCode).not.toBe('INVALID_LENGTH');
    expect(atLimit.status()).toBe(404);

    // And the same token opens the real branch.
    const ok = await request.get('/api/user/checkLogin/yim-demo/siam', { headers });
    expect(ok.status()).toBe(200);
  });
});
