import { and, asc, desc, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { anyOf, preparedByShape, preparedQuery, value } from '../../lib/db/prepared-query.ts';
import { users } from '../auth/users.table.ts';
import { treatmentItems, treatments } from './treatments.table.ts';

/** Where a treatment query works: the branch, inside its clinic (RLS checks the clinic again). */
export type BranchIds = { clinicId: number; branchId: number };

export type TreatmentRow = typeof treatments.$inferSelect & { doctorFirstNameTh: string; doctorLastNameTh: string };
export type TreatmentLineRow = typeof treatmentItems.$inferSelect;
export type TreatmentLineValues = Omit<
  typeof treatmentItems.$inferInsert,
  'clinicId' | 'branchId' | 'id' | 'treatmentId'
>;
export type TreatmentValues = Pick<typeof treatments.$inferInsert, 'doctorUid' | 'note' | 'finalDiscountSatang'>;

const selection = {
  clinicId: treatments.clinicId,
  branchId: treatments.branchId,
  id: treatments.id,
  appointmentId: treatments.appointmentId,
  patientId: treatments.patientId,
  doctorUid: treatments.doctorUid,
  note: treatments.note,
  finalDiscountSatang: treatments.finalDiscountSatang,
  paidAt: treatments.paidAt,
  createdBy: treatments.createdBy,
  createdAt: treatments.createdAt,
  updatedBy: treatments.updatedBy,
  updatedAt: treatments.updatedAt,
  doctorFirstNameTh: users.firstNameTh,
  doctorLastNameTh: users.lastNameTh,
};

function selectTreatments(tx: Tx, where: SQL | undefined) {
  return tx.select(selection).from(treatments).innerJoin(users, eq(users.id, treatments.doctorUid)).where(where);
}

// One record by id, as the chart and every change read it (locked): prepared (ADR 0017), each
// form a shape of its own.
const selectTreatmentById = preparedByShape<{ lock: boolean }, BranchIds & { id: number }, TreatmentRow[]>(
  'treatment_by_id',
  (tx, { lock }) => {
    const query = selectTreatments(
      tx,
      and(
        eq(treatments.clinicId, value('clinicId')),
        eq(treatments.branchId, value('branchId')),
        eq(treatments.id, value('id')),
      ),
    );
    return lock ? query.for('update', { of: treatments }) : query;
  },
);

/** A record of the branch by id; `lock` holds it for an update. */
export async function findTreatment(
  tx: Tx,
  scope: BranchIds,
  id: number,
  lock = false,
): Promise<TreatmentRow | undefined> {
  const values = { clinicId: scope.clinicId, branchId: scope.branchId, id };
  const [row] = await selectTreatmentById(tx, { lock }, values);
  return row;
}

/** An appointment's record, or only while unpaid (the counter's): two shapes (preparedByShape). */
const selectOfAppointment = preparedByShape<{ unpaidOnly: boolean }, Record<string, unknown>, TreatmentRow[]>(
  'treatments_of_appointment',
  (tx, shape) =>
    selectTreatments(
      tx,
      and(
        eq(treatments.clinicId, value('clinicId')),
        eq(treatments.branchId, value('branchId')),
        eq(treatments.appointmentId, value('appointmentId')),
        shape.unpaidOnly ? isNull(treatments.paidAt) : undefined,
      ),
    ).orderBy(asc(treatments.id)),
);

/** The records of one appointment of the branch (one at most); `unpaidOnly` for the counter. */
export function findByAppointment(
  tx: Tx,
  scope: BranchIds,
  appointmentId: number,
  unpaidOnly = false,
): Promise<TreatmentRow[]> {
  const values = { clinicId: scope.clinicId, branchId: scope.branchId, appointmentId };
  return selectOfAppointment(tx, { unpaidOnly }, values);
}

/** A patient's records, or only the unpaid ones (the counter's): two shapes (preparedByShape). */
type PatientShape = { unpaidOnly: boolean };

function patientCondition(shape: PatientShape): SQL | undefined {
  return and(
    eq(treatments.clinicId, value('clinicId')),
    eq(treatments.patientId, value('patientId')),
    shape.unpaidOnly ? isNull(treatments.paidAt) : undefined,
  );
}

const selectPatientPage = preparedByShape<PatientShape, Record<string, unknown>, TreatmentRow[]>(
  'treatments_patient_page',
  (tx, shape) =>
    selectTreatments(tx, patientCondition(shape))
      .orderBy(desc(treatments.createdAt), desc(treatments.id))
      .limit(value('limit'))
      .offset(value('offset')),
);

const selectPatientCount = preparedByShape<PatientShape, Record<string, unknown>, { n: number }[]>(
  'treatments_patient_count',
  (tx, shape) =>
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(treatments)
      .where(patientCondition(shape)),
);

/** A page of a patient's records across the clinic's branches, newest first, and their count. */
export async function listByPatient(
  tx: Tx,
  clinicId: number,
  patientId: number,
  page: { offset: number; limit: number; unpaidOnly: boolean },
): Promise<{ rows: TreatmentRow[]; total: number }> {
  const shape = { unpaidOnly: page.unpaidOnly };
  const rows = await selectPatientPage(tx, shape, { clinicId, patientId, limit: page.limit, offset: page.offset });
  const [count] = await selectPatientCount(tx, shape, { clinicId, patientId });
  return { rows, total: Number(count?.n ?? 0) };
}

/** The lines of records, one statement whatever their number (an array parameter, not `in (…)`). */
const selectLines = preparedQuery<{ clinicId: number; treatmentIds: number[] }, TreatmentLineRow[]>(
  'treatment_items_of',
  (tx, name) =>
    tx
      .select()
      .from(treatmentItems)
      .where(and(eq(treatmentItems.clinicId, value('clinicId')), anyOf(treatmentItems.treatmentId, 'treatmentIds')))
      .orderBy(asc(treatmentItems.treatmentId), asc(treatmentItems.sort))
      .prepare(name),
);

/** The lines of the given records, in their order. */
export async function findLines(
  tx: Tx,
  clinicId: number,
  treatmentIds: readonly number[],
): Promise<TreatmentLineRow[]> {
  if (treatmentIds.length === 0) return [];
  return selectLines(tx, { clinicId, treatmentIds: [...treatmentIds] });
}

export async function insertTreatment(
  tx: Tx,
  scope: BranchIds,
  userId: string,
  values: TreatmentValues & { appointmentId: number; patientId: number },
): Promise<number> {
  const [row] = await tx
    .insert(treatments)
    .values({ ...values, clinicId: scope.clinicId, branchId: scope.branchId, createdBy: userId, updatedBy: userId })
    .returning({ id: treatments.id });
  if (!row) throw new Error('treatment insert returned no row');
  return row.id;
}

/** Changes a record and moves its version (`updated_at`, the wire's modifyDt) on. */
export async function updateTreatment(
  tx: Tx,
  scope: BranchIds,
  id: number,
  userId: string,
  values: TreatmentValues,
): Promise<void> {
  await tx
    .update(treatments)
    .set({
      ...values,
      updatedBy: userId,
      updatedAt: sql`greatest(now(), ${treatments.updatedAt} + interval '1 millisecond')`,
    })
    .where(
      and(eq(treatments.clinicId, scope.clinicId), eq(treatments.branchId, scope.branchId), eq(treatments.id, id)),
    );
}

/** The first lines of a new record. */
export async function insertLines(
  tx: Tx,
  scope: BranchIds,
  treatmentId: number,
  lines: readonly TreatmentLineValues[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(treatmentItems)
    .values(lines.map((line) => ({ ...line, clinicId: scope.clinicId, branchId: scope.branchId, treatmentId })));
}

/**
 * An edit's lines against the record's: a line with an id (already checked to be the record's)
 * is changed in place and keeps its id, which receipts name; a line without one is added; the
 * record's lines not sent are removed.
 */
export async function syncLines(
  tx: Tx,
  scope: BranchIds,
  treatmentId: number,
  lines: readonly (TreatmentLineValues & { id?: number | undefined })[],
): Promise<void> {
  const ofRecord = and(
    eq(treatmentItems.clinicId, scope.clinicId),
    eq(treatmentItems.branchId, scope.branchId),
    eq(treatmentItems.treatmentId, treatmentId),
  );
  const keptIds = lines.flatMap((line) => (line.id === undefined ? [] : [line.id]));
  await tx
    .delete(treatmentItems)
    .where(and(ofRecord, keptIds.length > 0 ? notInArray(treatmentItems.id, keptIds) : undefined));
  for (const { id, ...values } of lines) {
    if (id !== undefined)
      await tx
        .update(treatmentItems)
        .set(values)
        .where(and(ofRecord, eq(treatmentItems.id, id)));
  }
  await insertLines(
    tx,
    scope,
    treatmentId,
    lines.filter((line) => line.id === undefined),
  );
}

/** Whether the branch has a record for the appointment (the appointments feature's hook). */
export async function existsForAppointment(tx: Tx, scope: BranchIds, appointmentId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: treatments.id })
    .from(treatments)
    .where(
      and(
        eq(treatments.clinicId, scope.clinicId),
        eq(treatments.branchId, scope.branchId),
        eq(treatments.appointmentId, appointmentId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether the clinic has a record with this id (the media feature's hook). */
export async function existsInClinic(tx: Tx, clinicId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: treatments.id })
    .from(treatments)
    .where(and(eq(treatments.clinicId, clinicId), eq(treatments.id, id)))
    .limit(1);
  return rows.length > 0;
}

/** One line added at the end of a record (a plan item done): its id, which the plan item keeps. */
export async function appendLine(
  tx: Tx,
  scope: BranchIds,
  treatmentId: number,
  line: TreatmentLineValues,
): Promise<number> {
  const [row] = await tx
    .insert(treatmentItems)
    .values({ ...line, clinicId: scope.clinicId, branchId: scope.branchId, treatmentId })
    .returning({ id: treatmentItems.id });
  if (!row) throw new Error('treatment line insert returned no row');
  return row.id;
}
