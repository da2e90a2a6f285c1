import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { findPasswordHash, findUserByEmail, findUserById, findUserToSignIn } from './users.repo.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

describe('reading users', () => {
  it('leaves the password hash in the database, except where a password is verified', async () => {
    await testDb.db.run({}, async (tx) => {
      const byEmail = await findUserByEmail(tx, 'manager@demo.yim.test');
      expect(byEmail).toMatchObject({ email: 'manager@demo.yim.test' });
      expect(byEmail).not.toHaveProperty('passwordHash');
      expect(await findUserById(tx, byEmail!.id)).not.toHaveProperty('passwordHash');
      expect((await findUserToSignIn(tx, 'manager@demo.yim.test'))?.passwordHash).toMatch(/^\$argon2id\$/);
      expect((await findPasswordHash(tx, byEmail!.id))?.passwordHash).toMatch(/^\$argon2id\$/);
    });
  });
});
