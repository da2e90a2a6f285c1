import { APPOINTMENT_STATUS, ARRIVED_STATUSES, ZPatientInput, type TAppointment } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { registerPatient } from '../patients/register-patient.service.ts';
import { announce } from './appointment-events.service.ts';
import { presentAppointment } from './appointment-view.service.ts';
import { findAppointment, updateAppointment, type AppointmentRecord } from './appointments.repo.ts';
import { readBack } from './book-appointment.service.ts';
import { APPOINTMENT_ENTITY, isToday, type AppointmentWriter } from './booking-rules.service.ts';

/**
 * Whether treatments were recorded on the appointment: the treatments feature answers it
 * (features.ts hands the hook in); a checked-in visit with treatments cannot be undone.
 */
export type HasTreatments = (tx: Tx, branch: BranchScope, appointmentId: number) => Promise<boolean>;

async function findLocked(writer: AppointmentWriter, id: number): Promise<AppointmentRecord> {
  const current = await findAppointment(writer.tx, writer.branch, id, true);
  if (!current) throw new AppError('NOT_FOUND');
  return current;
}

async function audited(
  writer: AppointmentWriter,
  id: number,
  before: TAppointment,
  kind: 'appointment.changed' | 'appointment.checkedIn' = 'appointment.changed',
): Promise<TAppointment> {
  const after = await readBack(writer, id);
  await writeAudit(writer.tx, writer.branch, writer.userId, {
    entity: APPOINTMENT_ENTITY,
    entityId: id,
    action: 'update',
    before,
    after,
  });
  await announce(writer.tx, writer.branch, kind, id);
  return after;
}

/**
 * Registers the person booked as a new patient (spec: patientId 1 on the old wire), at the branch
 * where they arrived, and answers the new patient's id.
 */
async function registerNewcomer(writer: AppointmentWriter, current: AppointmentRecord): Promise<number | null> {
  if (current.row.patientId !== null) return current.row.patientId;
  const newcomer = current.row.newPatient;
  if (newcomer === null) return null;
  const patient = await registerPatient(writer, ZPatientInput.parse(newcomer));
  return patient.id;
}

/** A check-in happens once, on the appointment's day (Bangkok), for someone: else it is refused. */
export function checkCheckInAllowed(row: AppointmentRecord['row'], now: Date): void {
  if (row.checkinAt !== null || ARRIVED_STATUSES.includes(row.statusId)) throw new AppError('APPT-WRONG-STATUS');
  if (row.patientId === null && row.newPatient === null) throw new AppError('APPT-NO-PATIENT');
  if (!isToday(row.startsAt, now)) throw new AppError('APPT-NOT-TODAY');
}

/**
 * PUT /api/appointment/checkIn/{c}/{b}/{id}: the patient arrived. Only on the appointment's day
 * (Bangkok), only once, and only for someone: a blocked slot has nobody to check in. A person
 * booked without a record is registered now.
 */
export async function checkIn(
  writer: AppointmentWriter,
  id: number,
  checkinNote: string,
  { now = new Date(), nhsoVisitNo }: { now?: Date; nhsoVisitNo?: string } = {},
) {
  const current = await findLocked(writer, id);
  checkCheckInAllowed(current.row, now);
  const before = await presentAppointment(writer.tx, writer.branch.clinicId, current);
  const patientId = await registerNewcomer(writer, current);
  await updateAppointment(writer.tx, writer.branch, id, writer.userId, {
    statusId: APPOINTMENT_STATUS.CHECKED_IN,
    checkinAt: now,
    checkinBy: writer.userId,
    checkinNote,
    patientId,
    newPatient: null,
    ...(nhsoVisitNo ? { nhsoVisitNo } : {}),
  });
  return audited(writer, id, before, 'appointment.checkedIn');
}

/**
 * PUT /api/appointment/cancelCheckIn/{c}/{b}/{id}: takes a check-in back (the wrong patient was
 * checked in). Refused once treatments are recorded on it (APPT-HAS-TREAT) or it went to the
 * cashier. The appointment is confirmed again; a patient registered at check-in stays registered.
 */
export async function cancelCheckIn(writer: AppointmentWriter, id: number, hasTreatments: HasTreatments) {
  const current = await findLocked(writer, id);
  if (current.row.statusId !== APPOINTMENT_STATUS.CHECKED_IN) throw new AppError('APPT-WRONG-STATUS');
  if (await hasTreatments(writer.tx, writer.branch, id)) throw new AppError('APPT-HAS-TREAT');
  const before = await presentAppointment(writer.tx, writer.branch.clinicId, current);
  await updateAppointment(writer.tx, writer.branch, id, writer.userId, {
    statusId: APPOINTMENT_STATUS.CONFIRMED,
    checkinAt: null,
    checkinBy: null,
    checkinNote: '',
  });
  return audited(writer, id, before);
}

/**
 * PUT /api/appointment/status/{c}/{b}/{id}: 6 sends a checked-in patient to the cashier; 5 takes
 * that back (spec §4). Paid (7) is the payment's to set.
 */
export async function setVisitStatus(writer: AppointmentWriter, id: number, statusId: 5 | 6) {
  const current = await findLocked(writer, id);
  const from =
    statusId === APPOINTMENT_STATUS.WAITING_FOR_PAYMENT
      ? APPOINTMENT_STATUS.CHECKED_IN
      : APPOINTMENT_STATUS.WAITING_FOR_PAYMENT;
  if (current.row.statusId !== from) throw new AppError('APPT-WRONG-STATUS');
  const before = await presentAppointment(writer.tx, writer.branch.clinicId, current);
  await updateAppointment(writer.tx, writer.branch, id, writer.userId, {
    statusId,
    treatmentAt: statusId === APPOINTMENT_STATUS.WAITING_FOR_PAYMENT ? new Date() : current.row.treatmentAt,
  });
  return audited(writer, id, before);
}

/** A visit in progress (checked in or later) is not cancelled: its check-in is taken back first. */
export function checkCancelAllowed(row: AppointmentRecord['row']): void {
  if (row.checkinAt !== null || ARRIVED_STATUSES.includes(row.statusId)) throw new AppError('APPT-WRONG-STATUS');
}

/**
 * DELETE /api/appointment/{c}/{b}/{id}?reason=…: cancels softly, freeing the slot; the row, its
 * reason and who cancelled stay. A visit in progress (checked in or later) is not cancelled: its
 * check-in is taken back first.
 */
export async function cancelAppointment(writer: AppointmentWriter, id: number, reason: string) {
  const current = await findLocked(writer, id);
  checkCancelAllowed(current.row);
  const before = await presentAppointment(writer.tx, writer.branch.clinicId, current);
  const cancelledAt = new Date();
  await updateAppointment(writer.tx, writer.branch, id, writer.userId, {
    cancelledAt,
    cancelledBy: writer.userId,
    cancelReason: reason,
  });
  await writeAudit(writer.tx, writer.branch, writer.userId, {
    entity: APPOINTMENT_ENTITY,
    entityId: id,
    action: 'cancel',
    before,
    after: { reason },
  });
  await announce(writer.tx, writer.branch, 'appointment.cancelled', id);
  return { id, cancelledAt: cancelledAt.toISOString() };
}
