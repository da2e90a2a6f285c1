import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { preparedByShape, value } from '../../lib/db/prepared-query.ts';
import { branches } from '../clinics/clinics.table.ts';
import { mediaFiles } from './media.table.ts';

export type MediaRow = typeof mediaFiles.$inferSelect;
/** What a file is shown with (the wire's Media file and its link): the lists read only these columns. */
export const shownMediaColumns = {
  id: mediaFiles.id,
  category: mediaFiles.category,
  remark: mediaFiles.remark,
  fileName: mediaFiles.fileName,
  fileSize: mediaFiles.fileSize,
  fileType: mediaFiles.fileType,
  patientId: mediaFiles.patientId,
  treatmentId: mediaFiles.treatmentId,
  storageKey: mediaFiles.storageKey,
  sha256: mediaFiles.sha256,
  signature: mediaFiles.signature,
  createdBy: mediaFiles.createdBy,
  createdAt: mediaFiles.createdAt,
  deletedAt: mediaFiles.deletedAt,
};
export type ShownMediaRow = Pick<MediaRow, keyof typeof shownMediaColumns>;
export type NewMediaRow = Omit<typeof mediaFiles.$inferInsert, 'clinicId' | 'branchId' | 'id'>;
export type ClinicScope = { clinicId: number };
export type BranchIds = { clinicId: number; branchId: number };

/** How long a presigned upload's declared size stays reserved waiting for its confirmation. */
export const PENDING_MINUTES = 30;
const isFreshPending = sql`${mediaFiles.createdAt} > now() - make_interval(mins => ${PENDING_MINUTES})`;

/**
 * The branch's plan and quota, its row locked until the transaction ends: two uploads of one
 * branch check and reserve their bytes one after the other, so together they cannot pass the quota.
 */
export async function lockBranchStorage(
  tx: Tx,
  scope: BranchIds,
): Promise<{ quotaBytes: number; expiresAt: Date | null }> {
  const [row] = await tx
    .select({ quotaBytes: branches.fileStoreQuotaBytes, expiresAt: branches.fileStoreExpiration })
    .from(branches)
    .where(and(eq(branches.clinicId, scope.clinicId), eq(branches.id, scope.branchId)))
    .for('update');
  if (!row) throw new Error('branch of the request not found');
  return row;
}

export async function readBranchStorage(
  tx: Tx,
  scope: BranchIds,
): Promise<{ quotaBytes: number; expiresAt: Date | null }> {
  const [row] = await tx
    .select({ quotaBytes: branches.fileStoreQuotaBytes, expiresAt: branches.fileStoreExpiration })
    .from(branches)
    .where(and(eq(branches.clinicId, scope.clinicId), eq(branches.id, scope.branchId)));
  if (!row) throw new Error('branch of the request not found');
  return row;
}

/** Bytes the branch keeps: stored files (the bin too, its bytes are still kept) and fresh reservations. */
export async function usedBytes(tx: Tx, scope: BranchIds): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${mediaFiles.fileSize}), 0)` })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.clinicId, scope.clinicId),
        eq(mediaFiles.branchId, scope.branchId),
        or(eq(mediaFiles.status, 'stored'), isFreshPending),
      ),
    );
  return Number(row?.bytes ?? 0);
}

export async function insertMediaFiles(tx: Tx, scope: BranchIds, values: NewMediaRow[]): Promise<MediaRow[]> {
  if (values.length === 0) return [];
  return tx
    .insert(mediaFiles)
    .values(values.map((v) => ({ ...v, clinicId: scope.clinicId, branchId: scope.branchId })))
    .returning();
}

/** A file of the branch, locked for a change; pending and binned ones included (the caller decides). */
export async function lockMediaFile(tx: Tx, scope: BranchIds, id: number): Promise<MediaRow | undefined> {
  const [row] = await tx
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.clinicId, scope.clinicId), eq(mediaFiles.branchId, scope.branchId), eq(mediaFiles.id, id)))
    .for('update');
  return row;
}

/** A stored file of the clinic (any branch, binned too) by its storage key; the caller decides who may see it. */
export async function findStoredByKey(tx: Tx, scope: ClinicScope, storageKey: string): Promise<MediaRow | undefined> {
  const [row] = await tx
    .select()
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.clinicId, scope.clinicId),
        eq(mediaFiles.storageKey, storageKey),
        eq(mediaFiles.status, 'stored'),
      ),
    );
  return row;
}

/** A stored file of the clinic (any branch, binned too) by id; the caller decides who may see it. */
export async function findStoredById(tx: Tx, scope: ClinicScope, id: number): Promise<MediaRow | undefined> {
  const [row] = await tx
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.clinicId, scope.clinicId), eq(mediaFiles.id, id), eq(mediaFiles.status, 'stored')));
  return row;
}

/** Whether the pending row is still within its reservation (the database's clock, like usedBytes). */
export async function isPendingFresh(tx: Tx, scope: BranchIds, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.clinicId, scope.clinicId), eq(mediaFiles.id, id), isFreshPending));
  return row !== undefined;
}

export async function markStored(tx: Tx, scope: BranchIds, id: number): Promise<MediaRow> {
  const [row] = await tx
    .update(mediaFiles)
    .set({ status: 'stored' })
    .where(and(eq(mediaFiles.clinicId, scope.clinicId), eq(mediaFiles.branchId, scope.branchId), eq(mediaFiles.id, id)))
    .returning();
  if (!row) throw new Error('media file vanished under its lock');
  return row;
}

export async function setDeleted(
  tx: Tx,
  scope: BranchIds,
  id: number,
  deleted: { at: Date; by: string } | null,
): Promise<MediaRow> {
  const [row] = await tx
    .update(mediaFiles)
    .set({ deletedAt: deleted?.at ?? null, deletedBy: deleted?.by ?? null })
    .where(and(eq(mediaFiles.clinicId, scope.clinicId), eq(mediaFiles.branchId, scope.branchId), eq(mediaFiles.id, id)))
    .returning();
  if (!row) throw new Error('media file vanished under its lock');
  return row;
}

export async function deleteMediaRow(tx: Tx, scope: BranchIds, id: number): Promise<void> {
  await tx
    .delete(mediaFiles)
    .where(
      and(eq(mediaFiles.clinicId, scope.clinicId), eq(mediaFiles.branchId, scope.branchId), eq(mediaFiles.id, id)),
    );
}

/** Empties the branch's bin at once: answers the removed rows (their keys go to storage next). */
export async function deleteBinRows(tx: Tx, scope: BranchIds): Promise<MediaRow[]> {
  return tx
    .delete(mediaFiles)
    .where(
      and(
        eq(mediaFiles.clinicId, scope.clinicId),
        eq(mediaFiles.branchId, scope.branchId),
        eq(mediaFiles.status, 'stored'),
        isNotNull(mediaFiles.deletedAt),
      ),
    )
    .returning();
}

/**
 * Reservations of presigned uploads nobody confirmed: rows only (their files, if any arrived, go
 * with their storing intents an hour after signing, storing-intents.ts).
 */
export async function deleteStalePending(tx: Tx, scope: BranchIds): Promise<void> {
  await tx
    .delete(mediaFiles)
    .where(
      and(
        eq(mediaFiles.clinicId, scope.clinicId),
        eq(mediaFiles.branchId, scope.branchId),
        eq(mediaFiles.status, 'pending'),
        sql`not (${isFreshPending})`,
      ),
    );
}

export type MediaFilter = {
  patientId?: number | undefined;
  treatmentId?: number | undefined;
  category?: string | undefined;
  /** The branch's recycle bin instead of live files. */
  isBin: boolean;
};

/** Which filters a list request gives, not their values: the shape of its SQL (preparedByShape). */
type ListShape = { branch: boolean; patient: boolean; treatment: boolean; category: boolean; isBin: boolean };

function listCondition(shape: ListShape): SQL | undefined {
  return and(
    eq(mediaFiles.clinicId, value('clinicId')),
    eq(mediaFiles.status, 'stored'),
    shape.branch ? eq(mediaFiles.branchId, value('branchId')) : undefined,
    shape.patient ? eq(mediaFiles.patientId, value('patientId')) : undefined,
    shape.treatment ? eq(mediaFiles.treatmentId, value('treatmentId')) : undefined,
    shape.category ? eq(mediaFiles.category, value('category')) : undefined,
    shape.isBin ? isNotNull(mediaFiles.deletedAt) : isNull(mediaFiles.deletedAt),
  );
}

const selectListPage = preparedByShape<ListShape, Record<string, unknown>, ShownMediaRow[]>(
  'media_files_page',
  (tx, shape) =>
    tx
      .select(shownMediaColumns)
      .from(mediaFiles)
      .where(listCondition(shape))
      .orderBy(shape.isBin ? desc(mediaFiles.deletedAt) : desc(mediaFiles.createdAt), desc(mediaFiles.id))
      .limit(value('limit'))
      .offset(value('offset')),
);

const selectListCount = preparedByShape<ListShape, Record<string, unknown>, { n: number }[]>(
  'media_files_count',
  (tx, shape) => tx.select({ n: count() }).from(mediaFiles).where(listCondition(shape)),
);

/**
 * A page of stored files, newest first. A patient's files are read across the clinic (the record
 * is the clinic's); otherwise, and always for the bin, the branch's own.
 */
export async function listMediaRows(
  tx: Tx,
  scope: BranchIds,
  filter: MediaFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ShownMediaRow[]; total: number }> {
  const shape: ListShape = {
    branch: filter.isBin || filter.patientId === undefined,
    patient: filter.patientId !== undefined,
    treatment: filter.treatmentId !== undefined,
    category: filter.category !== undefined,
    isBin: filter.isBin,
  };
  const values = { ...scope, patientId: filter.patientId, treatmentId: filter.treatmentId, category: filter.category };
  const rows = await selectListPage(tx, shape, { ...values, limit: page.limit, offset: page.offset });
  const [total] = await selectListCount(tx, shape, values);
  return { rows, total: total?.n ?? 0 };
}
