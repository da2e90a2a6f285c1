import type { TTreatment, TTreatmentListQuery } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { findAppointment } from '../appointments/appointments.repo.ts';
import { toTreatment } from './treatments.mapper.ts';
import {
  existsForAppointment,
  existsInClinic,
  findByAppointment,
  findLines,
  listByPatient,
  type TreatmentRow,
} from './treatments.repo.ts';

async function withLines(tx: Tx, clinicId: number, rows: readonly TreatmentRow[]): Promise<TTreatment[]> {
  const lines = await findLines(
    tx,
    clinicId,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toTreatment(
      row,
      lines.filter((line) => line.treatmentId === row.id),
    ),
  );
}

/**
 * GET /api/treatment/{c}/{b}: a patient's records across the clinic (newest first), or those of
 * one appointment of the branch; `forPayment` keeps the unpaid ones (what the counter settles).
 */
export async function listTreatments(
  tx: Tx,
  branch: BranchScope,
  query: TTreatmentListQuery,
): Promise<{ list: TTreatment[]; total: number }> {
  if (query.appointmentId !== undefined) {
    const rows = await findByAppointment(tx, branch, query.appointmentId, query.forPayment);
    return { list: await withLines(tx, branch.clinicId, rows), total: rows.length };
  }
  const { rows, total } = await listByPatient(tx, branch.clinicId, query.patientId!, {
    offset: query.offset,
    limit: query.limit,
    unpaidOnly: query.forPayment,
  });
  return { list: await withLines(tx, branch.clinicId, rows), total };
}

/**
 * GET /api/treatment/byAppointmentID/{c}/{b}/{appointmentId}: the record of an appointment of the
 * branch, or null while none is recorded; an appointment the branch does not have is a 404.
 */
export async function treatmentByAppointment(tx: Tx, branch: BranchScope, appointmentId: number) {
  const [row] = await findByAppointment(tx, branch, appointmentId);
  if (row) return (await withLines(tx, branch.clinicId, [row]))[0]!;
  if (!(await findAppointment(tx, branch, appointmentId))) throw new AppError('NOT_FOUND');
  return null;
}

/** The appointments feature's hook: a check-in with a record cannot be cancelled (APPT-HAS-TREAT). */
export function hasTreatments(tx: Tx, branch: BranchScope, appointmentId: number): Promise<boolean> {
  return existsForAppointment(tx, branch, appointmentId);
}

/** The media feature's hook: a file may document a record of the clinic. */
export function isLiveTreatment(tx: Tx, clinicId: number, treatmentId: number): Promise<boolean> {
  return existsInClinic(tx, clinicId, treatmentId);
}
