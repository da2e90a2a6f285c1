import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { users } from '../auth/users.table.ts';
import { contents } from '../files/contents.table.ts';

/** The account profile an authorization page shows and the profile scope releases; active accounts only. */
export async function findAccountProfile(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstNameTh: users.firstNameTh,
      lastNameTh: users.lastNameTh,
      firstNameEn: users.firstNameEn,
      lastNameEn: users.lastNameEn,
      contentId: users.contentId,
      avatarKey: contents.storageKey,
      avatarType: contents.fileType,
    })
    .from(users)
    .leftJoin(contents, and(eq(contents.id, users.contentId), isNull(contents.deletedAt)))
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.disabledAt), isNotNull(users.activatedAt)))
    .limit(1);
  return row;
}
