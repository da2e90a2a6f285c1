import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { KEY_LIFETIME_MS } from './mail-keys.crypto.ts';
import { users } from './users.table.ts';

// The password hash leaves the database only where a password is verified (sign-in, a change of
// password): every other read of a user takes these columns.
const { passwordHash: _passwordHash, ...USER_COLUMNS } = getTableColumns(users);

export type UserRow = Omit<typeof users.$inferSelect, 'passwordHash'>;

/** The columns the spec's user info shows (user.mapper.ts): what a read for it selects, no more. */
export const USER_INFO_COLUMNS = {
  id: users.id,
  firstNameTh: users.firstNameTh,
  lastNameTh: users.lastNameTh,
  firstNameEn: users.firstNameEn,
  lastNameEn: users.lastNameEn,
  email: users.email,
  mobile: users.mobile,
  userTypeId: users.userTypeId,
  drLicenseNo: users.drLicenseNo,
  drSpecialItems: users.drSpecialItems,
  contentId: users.contentId,
  linkedWithMfd: users.linkedWithMfd,
  isSuperadmin: users.isSuperadmin,
  deletedAt: users.deletedAt,
};

export type UserInfoRow = Pick<UserRow, keyof typeof USER_INFO_COLUMNS>;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const rows = await tx.select(USER_COLUMNS).from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const rows = await tx.select(USER_COLUMNS).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** A user with the password hash, for signing in: the one read that verifies it. */
export async function findUserToSignIn(tx: Tx, email: string) {
  const rows = await tx
    .select({ ...USER_COLUMNS, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return rows[0];
}

/** The current password hash of a user, for verifying the old password of a change. */
/** The hash to verify a password against, with the e-mail that password checks are counted by. */
export async function findPasswordHash(tx: Tx, userId: string) {
  const rows = await tx
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** Grants the platform super-administrator flag (the owner's connections only: see migration 0006). */
export async function grantSuperadmin(tx: Tx, email: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ isSuperadmin: true, updatedAt: sql`now()` })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Whether any platform super-administrator exists. */
export async function hasSuperadmin(tx: Tx): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.isSuperadmin, true)).limit(1);
  return rows.length > 0;
}

/** Inserts a user unless the e-mail is taken (a concurrent registration): the new id, or undefined. */
export async function insertUserUnlessTaken(tx: Tx, values: NewUser): Promise<string | undefined> {
  const rows = await tx
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return rows[0]?.id;
}

/**
 * A registration nobody proved: never activated, its activation window over and no mail link of
 * it still alive. Whoever registers the address now takes it over (the row keeps its id), so an
 * address cannot be held by a stranger who typed it into the form.
 */
const EXPIRED_REGISTRATION = sql`${users.activatedAt} is null
  and ${users.deletedAt} is null
  and ${users.createdAt} < now() - make_interval(secs => ${KEY_LIFETIME_MS.activate / 1000})
  and not exists (select 1 from user_keys k where k.user_id = ${users.id} and k.used_at is null and k.expires_at > now())`;

/** Who holds an address, and whether that is only an expired registration. */
export async function findAddressHolder(tx: Tx, email: string) {
  const rows = await tx
    .select({ id: users.id, isExpiredRegistration: sql<boolean>`${EXPIRED_REGISTRATION}` })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return rows[0];
}

/** Re-registers an expired registration; undefined when it is no longer one (e.g. a race). */
export async function takeOverExpiredRegistration(tx: Tx, values: NewUser): Promise<string | undefined> {
  const { email: _email, ...columns } = values;
  const rows = await tx
    .update(users)
    .set({ ...columns, createdAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.email, values.email), EXPIRED_REGISTRATION))
    .returning({ id: users.id });
  return rows[0]?.id;
}

/**
 * A reset link activated an account that was never activated: its address is proven now, but
 * not what the registrant typed, which may have been a stranger. The owner writes the profile.
 */
export async function clearUnprovenProfile(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({
      firstNameTh: '',
      lastNameTh: '',
      firstNameEn: '',
      lastNameEn: '',
      mobile: '',
      drLicenseNo: null,
      drSpecialItems: [],
    })
    .where(and(eq(users.id, userId), isNull(users.activatedAt)));
}

/** The account's address is proven (the first time counts): answers its e-mail. */
export async function markActivated(tx: Tx, userId: string): Promise<string | undefined> {
  const rows = await tx
    .update(users)
    .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return rows[0]?.email;
}

/**
 * A new password. One set from a mail link also ends every access token issued before now
 * (sessionsValidAfter) and proves the address, so it activates a waiting account.
 */
export async function setPassword(
  tx: Tx,
  userId: string,
  passwordHash: string,
  { fromMailLink }: { fromMailLink: boolean },
): Promise<void> {
  await tx
    .update(users)
    .set({
      passwordHash,
      ...(fromMailLink
        ? { sessionsValidAfter: sql`now()`, activatedAt: sql`coalesce(${users.activatedAt}, now())` }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
