import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import type { UserRow } from '../auth/users.repo.ts';
import { users } from '../auth/users.table.ts';

/** The columns the profile form may change; e-mail, user type and privileges are not among them. */
export type ProfileChange = Pick<
  UserRow,
  | 'firstNameTh'
  | 'lastNameTh'
  | 'firstNameEn'
  | 'lastNameEn'
  | 'mobile'
  | 'drLicenseNo'
  | 'drSpecialItems'
  | 'contentId'
  | 'linkedWithMfd'
>;

// The changed user comes back without its password hash (users.repo.ts says why).
const { passwordHash: _passwordHash, ...RETURNED_COLUMNS } = getTableColumns(users);

export async function updateProfile(tx: Tx, userId: string, change: ProfileChange): Promise<UserRow> {
  const [updated] = await tx
    .update(users)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(RETURNED_COLUMNS);
  if (!updated) throw new Error('profile update found no user');
  return updated;
}
