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
  const rows = await tx.select({
    id: contents.id,
    ownerUserId: contents.ownerUserId,
    storageKey: contents.storageKey,
    fileName: contents.fileName,
    fileType: contents.fileType,
    fileSize: contents.fileSize,
    createdAt: contents.createdAt,
  }).from(contents)
    .where(and(eq(contents.id, id), isNull(contents.deletedAt)))
    .limit(1);
  return rows[0];
}
