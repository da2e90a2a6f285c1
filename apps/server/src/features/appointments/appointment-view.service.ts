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
  // Each id once: a week of a busy branch names the same few treatments hundreds of times.
  const idsByBranch = new Map<number, Set<number>>();
  for (const { row } of records) {
    let ids = idsByBranch.get(row.branchId);
    if (!ids) idsByBranch.set(row.branchId, (ids = new Set()));
    for (const id of row.aptTreatItems) ids.add(id);
  }
  for (const [branchId, ids] of idsByBranch) {
    if (ids.size === 0) continue;
    const found = await masterEntryNames(tx, { clinicId, branchId }, 'apptTreat', [...ids]);
    for (const [id, name] of found) names.set(`${branchId}:${id}`, name);
  }
  return records.map((record) => toAppointment(record, names, now));
}

export async function presentAppointment(tx: Tx, clinicId: number, record: AppointmentRecord): Promise<TAppointment> {
  const [appointment] = await presentAppointments(tx, clinicId, [record]);
  return appointment!;
}
