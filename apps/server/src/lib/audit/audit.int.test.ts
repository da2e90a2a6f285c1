import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { writeAudit } from './audit.ts';

let testDb: TestDatabase;
let scope: { clinicId: number; branchId: number; clinicUrl: string; branchUrl: string; roleIds: number[] };
let userId: string;
beforeAll(async () => {
  testDb = await createTestDatabase();
  const row = await testDb.db.owner.execute<{ clinic_id: number; id: number }>(
    sql`select clinic_id, id from branches where url = 'siam'`,
  );
  scope = {
    clinicId: row.rows[0]!.clinic_id,
    branchId: row.rows[0]!.id,
    clinicUrl: 'yim-demo',
    branchUrl: 'siam',
    roleIds: [1],
  };
  const user = await testDb.db.owner.execute<{ id: string }>(
    sql`select id from users where email = 'manager@demo.yim.test'`,
  );
  userId = user.rows[0]!.id;
});
afterAll(() => testDb.drop());

it('writes inside the clinic scope and rolls back with the change', async () => {
  await testDb.db.run({ clinicId: scope.clinicId }, (tx) =>
    writeAudit(tx, scope, userId, {
      entity: 'room',
      entityId: 1,
      action: 'update',
      before: { name: 'a' },
      after: { name: 'b' },
    }),
  );
  await expect(
    testDb.db.run({ clinicId: scope.clinicId }, async (tx) => {
      await writeAudit(tx, scope, userId, { entity: 'room', entityId: 2, action: 'delete' });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  const rows = await testDb.db.owner.execute<{ entity_id: string; after: unknown }>(
    // Only this test's entity: the demo seed audits its generated patients too.
    sql`select entity_id, after from audit_log where entity = 'room' order by id`,
  );
  expect(rows.rows).toEqual([{ entity_id: '1', after: { name: 'b' } }]);
});

it('cannot be written into another clinic', async () => {
  const other = await testDb.db.owner.execute<{ id: number }>(sql`select id from clinics where url = 'smile-ari'`);
  await expect(
    testDb.db.run({ clinicId: other.rows[0]!.id }, (tx) =>
      writeAudit(tx, scope, userId, { entity: 'room', entityId: 3, action: 'create' }),
    ),
  ).rejects.toThrow();
});
