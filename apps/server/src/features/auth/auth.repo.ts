import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { sessions } from './sessions.table.ts';
import { users } from './users.table.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function insertSession(tx: Tx, values: typeof sessions.$inferInsert): Promise<string> {
  const rows = await tx.insert(sessions).values(values).returning({ id: sessions.id });
  const row = rows[0];
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/** The session and its user, for checking an access token on each request. */
export async function findLiveSession(tx: Tx, sessionId: string, userId: string) {
  const rows = await tx
    .select({
      userId: users.id,
      isSuperadmin: users.isSuperadmin,
      disabledAt: users.disabledAt,
      deletedAt: users.deletedAt,
      sessionsValidAfter: users.sessionsValidAfter,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  return rows[0];
}
