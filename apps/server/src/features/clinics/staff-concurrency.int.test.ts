import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// siam has two managers (manager, doctor2). Each removes the other at the same moment: without
// the lock on the branch's memberships both would see "another manager remains" and the branch
// would be left with none (on PostgreSQL, where the two requests really run side by side).

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function uidOf(email: string) {
  const rows = await t.db.owner.execute<{ id: string }>(sql`select id from users where email = ${email}`);
  return rows.rows[0]!.id;
}

describe('two managers removing each other at once', () => {
  it('lets one through and keeps one active manager', async () => {
    const [managerToken, doctor2Token] = await Promise.all([
      t.login('manager@demo.yim.test'),
      t.login('doctor2@demo.yim.test'),
    ]);
    const [managerUid, doctor2Uid] = await Promise.all([
      uidOf('manager@demo.yim.test'),
      uidOf('doctor2@demo.yim.test'),
    ]);
    for (let round = 0; round < 3; round += 1) {
      const responses = await Promise.all([
        t.send(clinics.removeStaff, { params: { ...SIAM, uid: doctor2Uid }, token: managerToken }),
        t.send(clinics.removeStaff, { params: { ...SIAM, uid: managerUid }, token: doctor2Token }),
      ]);
      const succeeded = responses.filter((r) => r.statusCode === 200);
      expect(succeeded, responses.map((r) => r.body).join('\n')).toHaveLength(1);
      const managers = await t.db.owner.execute<{ n: number }>(sql`
        select count(*)::int as n from branch_members
        where branch_id = (select id from branches where url = 'siam') and deleted_at is null and 1 = any(role_ids)`);
      expect(Number(managers.rows[0]!.n)).toBe(1);
      // Both back for the next round.
      await t.db.owner.execute(
        sql`update branch_members set deleted_at = null where user_id in (${managerUid}, ${doctor2Uid})`,
      );
    }
  });
});
