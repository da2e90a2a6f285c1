import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildPath, superadmin } from '@yim/contract';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createSuperadmin } from './create-superadmin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Platform2026x';

describe('create-superadmin: the first super-administrator of a real install', () => {
  it('creates the account with no password and a one-time link on which its owner chooses one', async () => {
    const grant = await createSuperadmin(t.db, '  Root@Clinic-Group.example ', t.config.publicUrl);
    expect(grant).toMatchObject({ created: true, email: 'root@clinic-group.example', validMinutes: 30 });
    if (!grant.created) throw new Error('expected a new account');
    expect(grant.link).toMatch(new RegExp(`^${t.config.publicUrl}/user/resetpassword/[A-Za-z0-9_-]{43}$`));

    const before = await t.call({
      method: 'POST',
      url: buildPath(auth.login.path),
      payload: { username: grant.email, password: NEW_PASSWORD },
    });
    expect(before.statusCode).toBe(401);

    const key = grant.link.split('/').at(-1)!;
    const reset = await t.call({
      method: 'POST',
      url: buildPath(auth.resetPassword.path),
      payload: { resetPasswordKey: key, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const token = await t.login(grant.email, NEW_PASSWORD);
    expect((await t.call({ method: 'GET', url: buildPath(superadmin.health.path), token })).statusCode).toBe(200);

    const again = await t.call({
      method: 'POST',
      url: buildPath(auth.resetPassword.path),
      payload: { resetPasswordKey: key, password: 'Another2026x' },
    });
    expect(again.statusCode).toBe(400);
    const mails = await t.db.owner.execute<{ n: number }>(sql`select count(*)::int as n from jobs
      where kind = 'mail' and payload->>'to' = ${grant.email}`);
    expect(Number(mails.rows[0]?.n)).toBe(1);
  });

  it('grants an existing account the role without touching its password', async () => {
    const manager = await t.login('manager@demo.yim.test');
    expect((await t.call({ method: 'GET', url: buildPath(superadmin.health.path), token: manager })).statusCode).toBe(
      403,
    );
    expect(await createSuperadmin(t.db, 'manager@demo.yim.test', t.config.publicUrl)).toEqual({
      created: false,
      email: 'manager@demo.yim.test',
    });
    const again = await t.login('manager@demo.yim.test');
    expect((await t.call({ method: 'GET', url: buildPath(superadmin.health.path), token: again })).statusCode).toBe(
      200,
    );
  });

  it('refuses something that is not an e-mail address', async () => {
    await expect(createSuperadmin(t.db, 'not-an-address', t.config.publicUrl)).rejects.toThrow();
  });
});
