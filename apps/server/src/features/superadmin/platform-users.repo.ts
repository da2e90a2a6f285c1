import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { sessions } from '../auth/sessions.table.ts';
import { users } from '../auth/users.table.ts';
import { branches, branchMembers, clinics } from '../clinics/clinics.table.ts';
import { containsPattern } from '../masters/master-lists.repo.ts';

/** An instant as the wire writes it, computed in SQL so both drivers answer the same text. */
const iso = (value: SQL | unknown) =>
  sql<string | null>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The correlated sub-queries name the outer table: Drizzle writes a one-table query's columns
// unqualified, and an unqualified "id" inside them would be the sessions' own.
const PLATFORM_USER = {
  uid: users.id,
  email: users.email,
  fullName: sql<string>`trim(${users.firstNameTh} || ' ' || ${users.lastNameTh})`,
  fullNameEn: sql<string>`trim(${users.firstNameEn} || ' ' || ${users.lastNameEn})`,
  mobile: users.mobile,
  status: sql<'active' | 'disabled' | 'deleted' | 'unactivated'>`case
    when ${users.deletedAt} is not null then 'deleted'
    when ${users.disabledAt} is not null then 'disabled'
    when ${users.activatedAt} is null then 'unactivated'
    else 'active' end`,
  isSuperadmin: users.isSuperadmin,
  createdAt: sql<string>`${iso(users.createdAt)}`,
  lastSignInAt: iso(sql`(select max(s.created_at) from ${sessions} s where s.user_id = ${users}.id)`),
};

/** Users whose e-mail or names (Thai or English) contain the keyword, newest first, and the count of all matches. */
export async function searchPlatformUsers(tx: Tx, query: { keyword?: string; offset: number; limit: number }) {
  const matches = query.keyword
    ? sql`(${users.email} || ' ' || ${users.firstNameTh} || ' ' || ${users.lastNameTh} || ' ' ||
        ${users.firstNameEn} || ' ' || ${users.lastNameEn}) ilike ${containsPattern(query.keyword)}`
    : sql`true`;
  const list = await tx
    .select(PLATFORM_USER)
    .from(users)
    .where(matches)
    .orderBy(desc(users.createdAt), asc(users.email))
    .offset(query.offset)
    .limit(query.limit);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(matches);
  return { list, total: count?.total ?? 0 };
}

/** One user with the open sessions and every membership of every clinic (read as the platform role). */
export async function findPlatformUser(tx: Tx, userId: string) {
  const [user] = await tx
    .select({
      ...PLATFORM_USER,
      activatedAt: iso(users.activatedAt),
      disabledAt: iso(users.disabledAt),
      deletedAt: iso(users.deletedAt),
      openSessions: sql<number>`(select count(*)::int from ${sessions} s
        where s.user_id = ${users}.id and s.revoked_at is null and s.expires_at > now())`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return undefined;
  const memberships = await tx
    .select({
      clinicId: clinics.id,
      clinicUrl: clinics.url,
      clinicName: clinics.name,
      branchUrl: branches.url,
      branchName: branches.name,
      roleIds: branchMembers.roleIds,
      deletedAt: iso(branchMembers.deletedAt),
    })
    .from(branchMembers)
    .innerJoin(branches, eq(branches.id, branchMembers.branchId))
    .innerJoin(clinics, eq(clinics.id, branchMembers.clinicId))
    .where(eq(branchMembers.userId, userId))
    .orderBy(asc(clinics.url), asc(branches.id));
  return { ...user, memberships };
}

/**
 * Disables or enables an account (global row, written in the request's own transaction). A
 * disabled account's access tokens are refused from this instant on (`sessions_valid_after`);
 * answers whether the account exists.
 */
export async function setAccountDisabled(tx: Tx, userId: string, disabled: boolean): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set(
      disabled
        ? {
            disabledAt: sql`coalesce(${users.disabledAt}, now())`,
            sessionsValidAfter: sql`now()`,
            updatedAt: sql`now()`,
          }
        : { disabledAt: null, updatedAt: sql`now()` },
    )
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
