import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { TProtocolListQuery } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { anyOf, preparedByShape, preparedQuery, value } from '../../lib/db/prepared-query.ts';
import type { BranchIds, ClinicScope, MediaRow } from './media.repo.ts';
import { mediaFiles, protocolMedia } from './media.table.ts';

export type ProtocolRow = typeof protocolMedia.$inferSelect;

export async function insertProtocol(
  tx: Tx,
  scope: BranchIds,
  values: { patientId: number; labId: number | null; createdBy: string; createdAt: Date },
): Promise<ProtocolRow> {
  const [row] = await tx
    .insert(protocolMedia)
    .values({ ...values, clinicId: scope.clinicId, branchId: scope.branchId })
    .returning();
  if (!row) throw new Error('protocol insert returned no row');
  return row;
}

/** A protocol of the patient in the clinic; `lock` for a change (which must then be in its branch). */
export async function findProtocol(
  tx: Tx,
  scope: ClinicScope,
  patientId: number,
  id: number,
  lock = false,
): Promise<ProtocolRow | undefined> {
  const query = tx
    .select()
    .from(protocolMedia)
    .where(
      and(eq(protocolMedia.clinicId, scope.clinicId), eq(protocolMedia.patientId, patientId), eq(protocolMedia.id, id)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Which filters and order a page asks for, not their values: one prepared statement each (ADR 0017). */
type ProtocolShape = { labId: boolean; order: 'ASC' | 'DESC' };

function ofPatient(shape: Pick<ProtocolShape, 'labId'>): SQL | undefined {
  return and(
    eq(protocolMedia.clinicId, value('clinicId')),
    eq(protocolMedia.patientId, value('patientId')),
    shape.labId ? eq(protocolMedia.labId, value('labId')) : undefined,
  );
}

const selectProtocolPage = preparedByShape<ProtocolShape, Record<string, unknown>, ProtocolRow[]>(
  'protocols_of_patient',
  (tx, shape) => {
    const order = shape.order === 'ASC' ? asc : desc;
    return tx
      .select()
      .from(protocolMedia)
      .where(ofPatient(shape))
      .orderBy(order(protocolMedia.createdAt), order(protocolMedia.id))
      .limit(value('limit'))
      .offset(value('offset'));
  },
);

const countProtocols = preparedByShape<Pick<ProtocolShape, 'labId'>, Record<string, unknown>, { n: number }[]>(
  'protocols_of_patient_count',
  (tx, shape) => tx.select({ n: count() }).from(protocolMedia).where(ofPatient(shape)),
);

export async function listProtocolRows(
  tx: Tx,
  scope: ClinicScope,
  patientId: number,
  query: TProtocolListQuery,
): Promise<{ rows: ProtocolRow[]; total: number }> {
  const labId = query.labId !== undefined;
  const values = { clinicId: scope.clinicId, patientId, labId: query.labId };
  const rows = await selectProtocolPage(
    tx,
    { labId, order: query.order },
    { ...values, limit: query.limit, offset: query.offset },
  );
  const [total] = await countProtocols(tx, { labId }, values);
  return { rows, total: total?.n ?? 0 };
}

/** One statement whatever the number of protocols on the page (ADR 0017). */
const selectProtocolPhotos = preparedQuery<{ clinicId: number; protocolIds: readonly number[] }, MediaRow[]>(
  'protocol_photos_of',
  (tx, name) =>
    tx
      .select()
      .from(mediaFiles)
      .where(
        and(
          eq(mediaFiles.clinicId, value('clinicId')),
          anyOf(mediaFiles.protocolMediaId, 'protocolIds'),
          eq(mediaFiles.status, 'stored'),
          isNull(mediaFiles.deletedAt),
        ),
      )
      .orderBy(asc(mediaFiles.id))
      .prepare(name),
);

/** The live photos (stored, not in the bin) of these protocols. */
export async function protocolPhotos(tx: Tx, scope: ClinicScope, protocolIds: readonly number[]): Promise<MediaRow[]> {
  if (protocolIds.length === 0) return [];
  return selectProtocolPhotos(tx, { clinicId: scope.clinicId, protocolIds });
}
