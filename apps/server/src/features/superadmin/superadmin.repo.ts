import { sql } from 'drizzle-orm';
import { superadminAudit } from '../../lib/audit/audit.table.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { users } from '../auth/users.table.ts';
import { branches, branchMembers, clinics } from '../clinics/clinics.table.ts';

/**
 * The one way across tenants: a transaction as the platform role (lib/db), which the policies
 * accept for reads only, and an audit row naming who looked at what. Writes across clinics
 * remain impossible here; a later super-admin action that must write goes into the clinic's
 * own scope.
 */
export async function readAsSuperadmin<T>(
  db: Database,
  user: AuthUser,
  action: string,
  target: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!user.isSuperadmin) throw new Error('readAsSuperadmin called for a user who is not a super-administrator');
  return db.readAcrossClinics(user.id, async (tx) => {
    await tx.insert(superadminAudit).values({ userId: user.id, action, target });
    return work(tx);
  });
}

export async function platformStats(tx: Tx) {
  const result = await tx.execute<{ clinics: number; branches: number; users: number; members: number }>(sql`select
    (select count(*)::int from ${clinics}) as clinics,
    (select count(*)::int from ${branches}) as branches,
    (select count(*)::int from ${users} where ${users.deletedAt} is null) as users,
    (select count(*)::int from ${branchMembers} where ${branchMembers.deletedAt} is null) as members`);
  return result.rows[0]!;
}
