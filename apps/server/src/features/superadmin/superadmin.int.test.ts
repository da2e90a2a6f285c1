import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { superadmin } from '@yim/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('super-administrator reads', () => {
  it('pass the health guard only for super-administrators', async () => {
    const admin = await t.login('superadmin@demo.yim.test');
    expect((await t.send(superadmin.health, { token: admin })).statusCode).toBe(200);
    const manager = await t.login('manager@demo.yim.test');
    expect((await t.send(superadmin.health, { token: manager })).statusCode).toBe(403);
    expect((await t.send(superadmin.health)).statusCode).toBe(401);
  });

  it('see every clinic through RLS and leave an audit row', async () => {
    const admin = await t.login('superadmin@demo.yim.test');
    const response = await t.send(superadmin.stats, { token: admin });
    expect(response.json.data).toMatchObject({ clinics: 2, branches: 3, members: 8 });
    const audit = await t.db.owner.execute<{ action: string }>(sql`select action from superadmin_audit`);
    expect(audit.rows.map((r) => r.action)).toContain('stats');
  });
});
