import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { isDatabaseEmpty, seedDemo } from './seed.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

it('sees the seeded clinics although no request could, so a restart does not seed them again', async () => {
  // The demo is seeded already (the test database is a copy of a seeded one).
  expect(await isDatabaseEmpty(testDb.db)).toBe(false);
  expect(await seedDemo(testDb.db)).toBe(false);
  const managers = await testDb.db.owner.execute<{ n: number }>(
    sql`select count(*)::int as n from users where email = 'manager@demo.yim.test'`,
  );
  expect(managers.rows[0]).toEqual({ n: 1 });
});
