import { APPOINTMENT_STATUS, ARRIVED_STATUSES, satangToBaht } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import { findAppointment, listPatientAppointments } from '../appointments/appointments.repo.ts';
import { recordMasterUse } from '../masters/master-lists.service.ts';
import { configValues } from '../masters/masters.service.ts';
import { readTreatment } from './record-treatment.service.ts';
import { checkDoctor, toLineValues, TREATMENT_ENTITY, type TreatmentWriter } from './treatment-input.service.ts';
import type { PlanItemRow, PlanRow } from './treatment-plans.repo.ts';
import {
  appendLine,
  findByAppointment,
  findLines,
  findTreatment,
  insertTreatment,
  updateTreatment,
} from './treatments.repo.ts';

/** Visits whose record still takes lines: checked in or waiting for payment, not yet paid. */
const OPEN_VISIT_STATUSES: readonly number[] = [APPOINTMENT_STATUS.CHECKED_IN, APPOINTMENT_STATUS.WAITING_FOR_PAYMENT];

/**
 * The visit a done item is recorded at: the one named (the branch's, the plan's patient's, and
 * checked in), or else the patient's latest visit at this branch that is checked in and not yet
 * paid (PLAN-NO-VISIT when there is none). Its row is locked like a treatment create's.
 */
async function visitFor(writer: TreatmentWriter, plan: PlanRow, appointmentId: number | undefined): Promise<number> {
  const { tx, branch } = writer;
  let id = appointmentId;
  if (id === undefined) {
    const visits = await listPatientAppointments(tx, branch.clinicId, plan.patientId);
    id = visits.find((v) => v.row.branchId === branch.branchId && OPEN_VISIT_STATUSES.includes(v.row.statusId))?.row.id;
    if (id === undefined) throw new AppError('PLAN-NO-VISIT');
  }
  const visit = await findAppointment(tx, branch, id, true);
  if (!visit) throw new AppError('NOT_FOUND');
  if (visit.row.patientId !== plan.patientId || !ARRIVED_STATUSES.includes(visit.row.statusId)) {
    throw new AppError('APPT-WRONG-STATUS');
  }
  return id;
}

/** A mouth area has no column on a treatment line: its name goes first in the line's note. */
async function lineNote(writer: TreatmentWriter, item: PlanItemRow): Promise<string> {
  if (item.mouthArea === null) return item.note;
  const area = (await configValues(writer.tx, 'mouthArea')).find((a) => a.value === item.mouthArea);
  return [area?.nameTh ?? item.mouthArea, item.note].filter(Boolean).join(' · ').slice(0, 500);
}

/**
 * Records a plan item as a treatment line of the patient's visit: appended to the visit's record
 * (not paid, or PAYMENT-COMPLETED), or in a new record with the caller as its doctor. Answers the
 * line and its record, which the item then names; the record's change is audited as the API's.
 */
export async function recordDoneItem(
  writer: TreatmentWriter,
  plan: PlanRow,
  item: PlanItemRow,
  appointmentId: number | undefined,
): Promise<{ treatmentId: number; treatmentItemId: number }> {
  const { tx, branch, userId } = writer;
  const visitId = await visitFor(writer, plan, appointmentId);
  const [existing] = await findByAppointment(tx, branch, visitId);
  const record = existing ? await findTreatment(tx, branch, existing.id, true) : undefined;
  const currentLines = record ? await findLines(tx, branch.clinicId, [record.id]) : [];
  if (record && (record.paidAt !== null || currentLines.some((line) => line.overdueSatang !== null))) {
    throw new AppError('PAYMENT-COMPLETED');
  }
  const [line] = await toLineValues(
    tx,
    branch,
    [
      {
        kind: 'treatment',
        masterId: item.masterId,
        teeth: item.teeth,
        surfaces: [],
        quantity: 1,
        price: satangToBaht(item.priceSatang),
        discount: 0,
        note: await lineNote(writer, item),
      },
    ],
    currentLines,
  );
  const { id: _none, ...values } = line!;
  if (record) {
    const before = await readTreatment(writer, record.id);
    const treatmentItemId = await appendLine(tx, branch, record.id, { ...values, sort: currentLines.length });
    await updateTreatment(tx, branch, record.id, userId, {
      doctorUid: record.doctorUid,
      note: record.note,
      finalDiscountSatang: record.finalDiscountSatang,
    });
    const after = await readTreatment(writer, record.id);
    await writeAudit(tx, branch, userId, {
      entity: TREATMENT_ENTITY,
      entityId: record.id,
      action: 'update',
      before,
      after,
    });
    await recordMasterUse(tx, branch, [item.masterId]);
    return { treatmentId: record.id, treatmentItemId };
  }
  // A new record is the caller's chart: the caller is a doctor of the branch.
  await checkDoctor(tx, branch, userId);
  const treatmentId = await insertTreatment(tx, branch, userId, {
    appointmentId: visitId,
    patientId: plan.patientId,
    doctorUid: userId,
    note: '',
    finalDiscountSatang: 0,
  });
  const treatmentItemId = await appendLine(tx, branch, treatmentId, { ...values, sort: 0 });
  const created = await readTreatment(writer, treatmentId);
  await writeAudit(tx, branch, userId, {
    entity: TREATMENT_ENTITY,
    entityId: treatmentId,
    action: 'create',
    after: created,
  });
  await recordMasterUse(tx, branch, [item.masterId]);
  return { treatmentId, treatmentItemId };
}
