import { and, eq, isNull, lt, sql } from 'drizzle-orm';
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

/** Whether the content is a picture, not deleted, uploaded by this user (a profile may use only its own). */
export async function isLivePictureOf(tx: Tx, id: number, ownerUserId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: contents.id })
    .from(contents)
    .where(
      and(
        eq(contents.id, id),
        eq(contents.ownerUserId, ownerUserId),
        isNull(contents.deletedAt),
        sql`${contents.fileType} like 'image/%'`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Serialises the uploads of one user until the transaction ends, so that two parallel uploads
 * cannot both fit under the quota that only one of them fits under.
 */
export async function lockUploadsOf(tx: Tx, ownerUserId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contents-owner:${ownerUserId}`}, 0))`);
}

/** Bytes of the user's files that are not deleted: what their quota counts. */
export async function storedBytesOf(tx: Tx, ownerUserId: string): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${contents.fileSize}), 0)` })
    .from(contents)
    .where(and(eq(contents.ownerUserId, ownerUserId), isNull(contents.deletedAt)));
  return Number(row?.bytes ?? 0);
}

/** Something now refers to the content: it is kept. */
export async function claimContent(tx: Tx, id: number): Promise<void> {
  await tx.update(contents).set({ unreferencedSince: null }).where(eq(contents.id, id));
}

/** Nothing refers to it any more (a replaced picture): it is swept a day from now. */
export async function releaseContent(tx: Tx, id: number): Promise<void> {
  await tx
    .update(contents)
    .set({ unreferencedSince: sql`now()` })
    .where(and(eq(contents.id, id), isNull(contents.unreferencedSince)));
}

const unreferencedFor = (hours: number) =>
  lt(contents.unreferencedSince, sql`now() - make_interval(hours => ${hours})`);

export async function listUnreferencedContents(tx: Tx, hours: number, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: contents.id })
    .from(contents)
    .where(unreferencedFor(hours))
    .orderBy(contents.unreferencedSince)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Deletes the row if it is still unreferenced; answers its storage key, or undefined. */
export async function deleteUnreferencedContent(tx: Tx, id: number, hours: number): Promise<string | undefined> {
  const rows = await tx
    .delete(contents)
    .where(and(eq(contents.id, id), unreferencedFor(hours)))
    .returning({ key: contents.storageKey });
  return rows[0]?.key;
}
