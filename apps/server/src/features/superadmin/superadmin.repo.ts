import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { ROLE } from '@yim/contract';
import { superadminAudit } from '../../lib/audit/audit.table.ts';
import { writeSuperadminAudit } from '../../lib/audit/superadmin-audit.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { users } from '../auth/users.table.ts';
import { branches, branchMembers, clinics } from '../clinics/clinics.table.ts';
import { containsPattern } from '../masters/master-lists.repo.ts';

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

/** A platform change made inside a request's own transaction (creating a clinic, disabling a user). */
export const recordSuperadminAction = writeSuperadminAudit;

export async function platformStats(tx: Tx) {
  const result = await tx.execute<{ clinics: number; branches: number; users: number; members: number }>(sql`select
    (select count(*)::int from ${clinics}) as clinics,
    (select count(*)::int from ${branches}) as branches,
    (select count(*)::int from ${users} where ${users.deletedAt} is null) as users,
    (select count(*)::int from ${branchMembers} where ${branchMembers.deletedAt} is null) as members`);
  return result.rows[0]!;
}

// Correlated sub-queries name the outer table explicitly: Drizzle writes a single-table query's
// columns unqualified, and an unqualified "id" inside them would be the inner table's own.

const CLINIC_SUMMARY = {
  id: clinics.id,
  url: clinics.url,
  code: clinics.code,
  name: clinics.name,
  nameEn: clinics.nameEn,
  createdAt: sql<string>`to_char(${clinics.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  branchCount: sql<number>`(select count(*)::int from ${branches} b where b.clinic_id = ${clinics}.id)`,
  memberCount: sql<number>`(select count(*)::int from ${branchMembers} m
    where m.clinic_id = ${clinics}.id and m.deleted_at is null)`,
};

/** Clinics whose url, code or names contain the keyword, newest first, with the count of all matches. */
export async function searchClinics(tx: Tx, query: { keyword?: string; offset: number; limit: number }) {
  const matches = query.keyword
    ? sql`(${clinics.url} || ' ' || ${clinics.code} || ' ' || ${clinics.name} || ' ' || ${clinics.nameEn}) ilike ${containsPattern(query.keyword)}`
    : sql`true`;
  const list = await tx
    .select(CLINIC_SUMMARY)
    .from(clinics)
    .where(matches)
    .orderBy(desc(clinics.createdAt), desc(clinics.id))
    .offset(query.offset)
    .limit(query.limit);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(clinics)
    .where(matches);
  return { list, total: count?.total ?? 0 };
}

/** One clinic with its branches (and their active members) and its active managers. */
export async function findClinicDetail(tx: Tx, clinicId: number) {
  const [clinic] = await tx.select(CLINIC_SUMMARY).from(clinics).where(eq(clinics.id, clinicId)).limit(1);
  if (!clinic) return undefined;
  const branchRows = await tx
    .select({
      url: branches.url,
      code: branches.code,
      name: branches.name,
      nameEn: branches.nameEn,
      memberCount: sql<number>`(select count(*)::int from ${branchMembers} m
        where m.branch_id = ${branches}.id and m.deleted_at is null)`,
    })
    .from(branches)
    .where(eq(branches.clinicId, clinicId))
    .orderBy(asc(branches.id));
  const managers = await tx
    .select({
      email: users.email,
      fullName: sql<string>`trim(${users.firstNameTh} || ' ' || ${users.lastNameTh})`,
      branchUrl: branches.url,
    })
    .from(branchMembers)
    .innerJoin(users, eq(users.id, branchMembers.userId))
    .innerJoin(branches, eq(branches.id, branchMembers.branchId))
    .where(
      and(
        eq(branchMembers.clinicId, clinicId),
        isNull(branchMembers.deletedAt),
        sql`${ROLE.MANAGER}::integer = any(${branchMembers.roleIds})`,
      ),
    )
    .orderBy(asc(branches.id), asc(users.email));
  const members = await tx
    .select({
      uid: users.id,
      email: users.email,
      fullName: sql<string>`trim(${users.firstNameTh} || ' ' || ${users.lastNameTh})`,
      branchUrl: branches.url,
      roleIds: branchMembers.roleIds,
    })
    .from(branchMembers)
    .innerJoin(users, eq(users.id, branchMembers.userId))
    .innerJoin(branches, eq(branches.id, branchMembers.branchId))
    .where(and(eq(branchMembers.clinicId, clinicId), isNull(branchMembers.deletedAt)))
    .orderBy(asc(branches.id), asc(users.email));
  return { ...clinic, branches: branchRows, managers, members };
}
