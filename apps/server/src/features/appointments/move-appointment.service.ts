import type { z } from 'zod';
import { ARRIVED_STATUSES, type TAppointment, type TAppointmentMove, type ZReferBody } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import { withinBranch } from './appointment-branches.service.ts';
import { announce } from './appointment-events.service.ts';
import { presentAppointment } from './appointment-view.service.ts';
import { findAppointment, updateAppointment, type AppointmentRecord } from './appointments.repo.ts';
import { readBack } from './book-appointment.service.ts';
import {
  APPOINTMENT_ENTITY,
  checkSchemeKept,
  checkSlot,
  rethrowOverlap,
  type AppointmentWriter,
} from './booking-rules.service.ts';

/** A live appointment of the branch, locked, that has not been checked in: only those move. */
async function findMovable(writer: AppointmentWriter, id: number): Promise<AppointmentRecord> {
  const current = await findAppointment(writer.tx, writer.branch, id, true);
  if (!current) throw new AppError('NOT_FOUND');
  if (current.row.checkinAt !== null || ARRIVED_STATUSES.includes(current.row.statusId)) {
    throw new AppError('APPT-CHECKED-IN');
  }
  return current;
}

/** PUT /api/appointment/move/{c}/{b}/{id}: a drag or a resize on the calendar. */
export async function moveAppointment(writer: AppointmentWriter, id: number, move: TAppointmentMove) {
  const { tx, branch, userId } = writer;
  const current = await findMovable(writer, id);
  const before = await presentAppointment(tx, branch.clinicId, current);
  const slot = {
    start: new Date(move.startDt),
    end: new Date(move.endDt),
    roomId: move.roomId,
    doctorUid: move.doctorUid,
  };
  checkSchemeKept(current.row, { startsAt: slot.start });
  await checkSlot(tx, branch, slot, move.confirmOutsideHours);
  await updateAppointment(tx, branch, id, userId, {
    startsAt: slot.start,
    endsAt: slot.end,
    roomId: slot.roomId,
    doctorUid: slot.doctorUid,
  }).catch(rethrowOverlap);
  const after = await readBack(writer, id);
  await writeAudit(tx, branch, userId, { entity: APPOINTMENT_ENTITY, entityId: id, action: 'update', before, after });
  await announce(tx, branch, 'appointment.moved', id);
  return after;
}

/**
 * PUT /api/appointment/refer/{c}/{b}/{id}: to another doctor of this branch (same time and
 * room), or to another branch of the clinic, where it keeps its time, leaves its room behind
 * and needs a doctor of that branch. Answers the appointment where it now is.
 */
export async function referAppointment(
  writer: AppointmentWriter,
  id: number,
  body: z.output<typeof ZReferBody>,
): Promise<TAppointment> {
  const { tx, branch, userId } = writer;
  const current = await findMovable(writer, id);
  const before = await presentAppointment(tx, branch.clinicId, current);
  const start = current.row.startsAt;
  const end = current.row.endsAt;
  if (body.branchId === null || body.branchId === branch.branchId) {
    const doctorUid = body.doctorUid ?? current.row.doctorUid;
    await checkSlot(tx, branch, { start, end, roomId: current.row.roomId, doctorUid }, body.confirmOutsideHours);
    await updateAppointment(tx, branch, id, userId, { doctorUid, referNote: body.note }).catch(rethrowOverlap);
    const after = await readBack(writer, id);
    await writeAudit(tx, branch, userId, { entity: APPOINTMENT_ENTITY, entityId: id, action: 'update', before, after });
    await announce(tx, branch, 'appointment.changed', id);
    return after;
  }
  checkSchemeKept(current.row, { startsAt: start, toOtherBranch: true });
  if (body.doctorUid === null) throw new AppError('APPT-DOCTOR-NOT-FOUND');
  const target = await withinBranch(tx, branch, body.branchId);
  const doctorUid = body.doctorUid;
  await checkSlot(tx, target, { start, end, roomId: null, doctorUid }, body.confirmOutsideHours);
  await updateAppointment(tx, branch, id, userId, {
    branchId: target.branchId,
    roomId: null,
    doctorUid,
    referredFromBranchId: branch.branchId,
    referNote: body.note,
  }).catch(rethrowOverlap);
  const after = await readBack({ ...writer, branch: target }, id);
  // Both branches' logs tell the story: it left one and arrived at the other.
  await writeAudit(tx, branch, userId, { entity: APPOINTMENT_ENTITY, entityId: id, action: 'update', before, after });
  await writeAudit(tx, target, userId, { entity: APPOINTMENT_ENTITY, entityId: id, action: 'update', before, after });
  await announce(tx, branch, 'appointment.moved', id);
  await announce(tx, target, 'appointment.moved', id);
  return after;
}
