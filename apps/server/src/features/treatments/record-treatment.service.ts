import {
  ARRIVED_STATUSES,
  bahtToSatang,
  CHART_LINE_KINDS,
  type TTreatment,
  type TTreatmentInput,
  type TTreatmentUpdate,
} from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import { findAppointment } from '../appointments/appointments.repo.ts';
import { databaseErrorCode } from '../masters/master-lists.repo.ts';
import { recordMasterUse } from '../masters/master-lists.service.ts';
import {
  canChart,
  chartOf,
  checkDoctor,
  toLineValues,
  TREATMENT_ENTITY,
  type TreatmentWriter,
} from './treatment-input.service.ts';
import { toTreatment } from './treatments.mapper.ts';
import {
  findByAppointment,
  findLines,
  findTreatment,
  insertLines,
  insertTreatment,
  syncLines,
  updateTreatment,
} from './treatments.repo.ts';

/** The record as the wire shows it, read back after a change. */
export async function readTreatment(writer: Pick<TreatmentWriter, 'tx' | 'branch'>, id: number): Promise<TTreatment> {
  const row = await findTreatment(writer.tx, writer.branch, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toTreatment(row, await findLines(writer.tx, writer.branch.clinicId, [id]));
}

/**
 * Two requests recording one appointment at the same moment: the appointment's row lock makes the
 * second wait and then find the first; the unique index is the last word all the same.
 */
function rethrowExisting(error: unknown): never {
  if (databaseErrorCode(error) === '23505') throw new AppError('TREAT-EXISTED');
  throw error;
}

/**
 * POST /api/treatment/{c}/{b}: the record of a visit, once per appointment (TREAT-EXISTED). The
 * appointment is the branch's, checked in (or further) and of a patient; an assistant records
 * items only, the chart being the doctor's.
 */
export async function createTreatment(writer: TreatmentWriter, body: TTreatmentInput): Promise<TTreatment> {
  const { tx, branch, userId } = writer;
  if (!canChart(branch) && (body.note !== '' || body.lines.some((line) => CHART_LINE_KINDS.includes(line.kind)))) {
    throw new AppError('PERMISSION_DENIED');
  }
  // A new record has no lines yet to name.
  if (body.lines.some((line) => line.id !== undefined)) throw new AppError('TREAT-LINE-NOT-FOUND');
  const appointment = await findAppointment(tx, branch, body.appointmentId, true);
  if (!appointment) throw new AppError('NOT_FOUND');
  if (!ARRIVED_STATUSES.includes(appointment.row.statusId) || appointment.row.patientId === null) {
    throw new AppError('APPT-WRONG-STATUS');
  }
  if ((await findByAppointment(tx, branch, body.appointmentId)).length > 0) throw new AppError('TREAT-EXISTED');
  await checkDoctor(tx, branch, body.doctorUid);
  const lines = await toLineValues(tx, branch, body.lines);
  const id = await insertTreatment(tx, branch, userId, {
    appointmentId: body.appointmentId,
    patientId: appointment.row.patientId,
    doctorUid: body.doctorUid,
    note: body.note,
    finalDiscountSatang: bahtToSatang(body.finalDiscount),
  }).catch(rethrowExisting);
  await insertLines(
    tx,
    branch,
    id,
    lines.map(({ id: _ignored, ...line }) => line),
  );
  await recordMasterUse(
    tx,
    branch,
    lines.map((line) => line.masterId),
  );
  const created = await readTreatment(writer, id);
  await writeAudit(tx, branch, userId, { entity: TREATMENT_ENTITY, entityId: id, action: 'create', after: created });
  return created;
}

/**
 * PUT /api/treatment/{c}/{b}/{id}: the record as a whole, from the version it was read at
 * (`modifyDt`, else TREAT-NOT-UPTO-DATE). A paid record is closed (PAYMENT-COMPLETED). An
 * assistant may change the items but not the chart.
 */
export async function updateTreatmentRecord(
  writer: TreatmentWriter,
  id: number,
  body: TTreatmentUpdate,
): Promise<TTreatment> {
  const { tx, branch, userId } = writer;
  const current = await findTreatment(tx, branch, id, true);
  if (!current) throw new AppError('NOT_FOUND');
  if (current.paidAt !== null) throw new AppError('PAYMENT-COMPLETED');
  if (Date.parse(body.modifyDt) !== current.updatedAt.getTime()) throw new AppError('TREAT-NOT-UPTO-DATE');
  const currentLines = await findLines(tx, branch.clinicId, [id]);
  // A payment taken on any line closes the record: the bill it was measured against stays put.
  if (currentLines.some((line) => line.overdueSatang !== null)) throw new AppError('PAYMENT-COMPLETED');
  const lineIds = new Set(currentLines.map((line) => line.id));
  if (body.lines.some((line) => line.id !== undefined && !lineIds.has(line.id))) {
    throw new AppError('TREAT-LINE-NOT-FOUND');
  }
  const lines = await toLineValues(tx, branch, body.lines, currentLines);
  if (!canChart(branch) && chartOf({ ...body, lines }) !== chartOf({ ...current, lines: currentLines })) {
    throw new AppError('PERMISSION_DENIED');
  }
  if (body.doctorUid !== current.doctorUid) await checkDoctor(tx, branch, body.doctorUid);
  const before = toTreatment(current, currentLines);
  await updateTreatment(tx, branch, id, userId, {
    doctorUid: body.doctorUid,
    note: body.note,
    finalDiscountSatang: bahtToSatang(body.finalDiscount),
  });
  await syncLines(tx, branch, id, lines);
  const after = await readTreatment(writer, id);
  await writeAudit(tx, branch, userId, { entity: TREATMENT_ENTITY, entityId: id, action: 'update', before, after });
  return after;
}
