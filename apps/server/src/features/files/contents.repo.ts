import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { contents } from './contents.table.ts';

export type NewContent = {
  ownerUserId: string;
  storageKey: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  sha256: string;
};

export async function insertContent(tx: Tx, row: NewContent): Promise<number> {
  const [inserted] = await tx.insert(contents).values(row).returning({ id: contents.id });
  if (!inserted) throw new Error('content insert returned no row');
  return inserted.id;
}

/** A content that has not been deleted. */
export async function findLiveContent(tx: Tx, id: number) {
  const rows = await tx
    .select({
      id: contents.id,
      ownerUserId: contents.ownerUserId,
      storageKey: contents.storageKey,
      fileName: contents.fileName,
      fileType: contents.fileType,
      fileSize: contents.fileSize,
      createdAt: contents.createdAt,
    })
    .from(contents)
    .where(and(eq(contents.id, id), isNull(contents.deletedAt)))
    .limit(1);
  return rows[0];
}

/** Whether the content exists, is not deleted and was uploaded by this user (a profile may use only its own). */
export async function isLiveContentOf(tx: Tx, id: number, ownerUserId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.id, id), eq(contents.ownerUserId, ownerUserId), isNull(contents.deletedAt)))
    .limit(1);
  return rows.length > 0;
}
