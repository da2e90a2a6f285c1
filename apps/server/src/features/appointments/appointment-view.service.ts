import type { TAppointment } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { masterEntryNames } from '../masters/master-lists.service.ts';
import { toAppointment, type TreatmentNames } from './appointments.mapper.ts';
import type { AppointmentRecord } from './appointments.repo.ts';

/**
 * Appointments as the wire has them, with their planned treatments' names: one lookup per branch
 * the rows come from (a patient's history spans the clinic's branches, each with its own list).
 */
export async function presentAppointments(
  tx: Tx,
  clinicId: number,
  records: readonly AppointmentRecord[],
  now = new Date(),
): Promise<TAppointment[]> {
  const names: TreatmentNames = new Map();
  const idsByBranch = new Map<number, number[]>();
  for (const { row } of records) {
    idsByBranch.set(row.branchId, [...(idsByBranch.get(row.branchId) ?? []), ...row.aptTreatItems]);
  }
  for (const [branchId, ids] of idsByBranch) {
    if (ids.length === 0) continue;
    const found = await masterEntryNames(tx, { clinicId, branchId }, 'apptTreat', ids);
    for (const [id, name] of found) names.set(`${branchId}:${id}`, name);
  }
  return records.map((record) => toAppointment(record, names, now));
}

export async function presentAppointment(tx: Tx, clinicId: number, record: AppointmentRecord): Promise<TAppointment> {
  const [appointment] = await presentAppointments(tx, clinicId, [record]);
  return appointment!;
}
