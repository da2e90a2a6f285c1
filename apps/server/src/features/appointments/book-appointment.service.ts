import { ARRIVED_STATUSES, type TAppointment, type TAppointmentInput } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import { recordMasterUse } from '../masters/master-lists.service.ts';
import { deleteDraftOf } from './appointment-drafts.repo.ts';
import { announce } from './appointment-events.service.ts';
import { presentAppointment } from './appointment-view.service.ts';
import { findAppointment, insertAppointment, updateAppointment, type AppointmentValues } from './appointments.repo.ts';
import {
  APPOINTMENT_ENTITY,
  checkPatientAndTreatments,
  checkSchemeKept,
  checkSlot,
  rethrowOverlap,
  type AppointmentWriter,
} from './booking-rules.service.ts';

/** The columns a booking form writes. */
function bookingValues(input: TAppointmentInput) {
  return {
    startsAt: new Date(input.startDt),
    endsAt: new Date(input.endDt),
    roomId: input.roomId,
    doctorUid: input.doctorUid,
    patientId: input.patientId,
    newPatient: input.newPatient,
    aptTreatItems: input.aptTreatItems,
    note: input.note,
    rmdId: input.rmdId,
  } satisfies AppointmentValues;
}

/** Reads the appointment back as the wire has it, after a change in this transaction. */
export async function readBack(writer: AppointmentWriter, id: number): Promise<TAppointment> {
  const record = await findAppointment(writer.tx, writer.branch, id);
  if (!record) throw new Error(`appointment ${id} vanished inside its own transaction`);
  return presentAppointment(writer.tx, writer.branch.clinicId, record);
}

/** A co-payment scheme's visit for the appointment (scheme-visits.service.ts opens it first). */
export type SchemeLink = Pick<AppointmentValues, 'nhsoVisitBookingNo' | 'linkedWithKtbPaotang' | 'ktbPaotangRef'>;

/**
 * POST /api/appointment/{c}/{b}: books a slot. The rules are checked first for clear answers;
 * the overlap is the database's (two bookings at once: one succeeds). The caller's draft at the
 * branch is done with and goes; the planned treatments count as used in the branch's list.
 */
export async function bookAppointment(
  writer: AppointmentWriter,
  input: TAppointmentInput,
  schemeLink: SchemeLink = {},
): Promise<TAppointment> {
  const { tx, branch, userId } = writer;
  const values = { ...bookingValues(input), ...schemeLink };
  await checkPatientAndTreatments(tx, branch, input.patientId, input.aptTreatItems);
  await checkSlot(tx, branch, { start: values.startsAt, end: values.endsAt, ...input }, input.confirmOutsideHours);
  const id = await insertAppointment(tx, branch, userId, { ...values, statusId: input.statusId }).catch(rethrowOverlap);
  await recordMasterUse(tx, branch, input.aptTreatItems);
  await deleteDraftOf(tx, branch, userId);
  const created = await readBack(writer, id);
  await writeAudit(tx, branch, userId, { entity: APPOINTMENT_ENTITY, entityId: id, action: 'create', after: created });
  await announce(tx, branch, 'appointment.booked', id);
  return created;
}

const samePeriod = (a: Date, b: Date) => a.getTime() === b.getTime();

/**
 * PUT /api/appointment/{c}/{b}/{id}: edits a booking, confirming it with statusId 2. Once the
 * patient has checked in, time, room and doctor stay (APPT-CHECKED-IN) and the status follows
 * the check-in and payment calls, not this form.
 */
export async function updateBooking(
  writer: AppointmentWriter,
  id: number,
  input: TAppointmentInput,
): Promise<TAppointment> {
  const { tx, branch, userId } = writer;
  const current = await findAppointment(tx, branch, id, true);
  if (!current) throw new AppError('NOT_FOUND');
  const before = await presentAppointment(tx, branch.clinicId, current);
  const values = bookingValues(input);
  const arrived = current.row.checkinAt !== null || ARRIVED_STATUSES.includes(current.row.statusId);
  const slotChanged =
    !samePeriod(values.startsAt, current.row.startsAt) ||
    !samePeriod(values.endsAt, current.row.endsAt) ||
    values.roomId !== current.row.roomId ||
    values.doctorUid !== current.row.doctorUid;
  if (arrived && slotChanged) throw new AppError('APPT-CHECKED-IN');
  if (!arrived) checkSchemeKept(current.row, { statusId: input.statusId, startsAt: values.startsAt });
  await checkPatientAndTreatments(tx, branch, input.patientId, input.aptTreatItems);
  if (slotChanged) {
    await checkSlot(tx, branch, { start: values.startsAt, end: values.endsAt, ...input }, input.confirmOutsideHours);
  }
  const statusId = arrived ? current.row.statusId : input.statusId;
  await updateAppointment(tx, branch, id, userId, { ...values, statusId }).catch(rethrowOverlap);
  const after = await readBack(writer, id);
  await writeAudit(tx, branch, userId, { entity: APPOINTMENT_ENTITY, entityId: id, action: 'update', before, after });
  await announce(tx, branch, slotChanged ? 'appointment.moved' : 'appointment.changed', id);
  return after;
}
