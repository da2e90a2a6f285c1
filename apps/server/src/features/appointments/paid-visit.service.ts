import { APPOINTMENT_STATUS } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import { announce } from './appointment-events.service.ts';
import { presentAppointment } from './appointment-view.service.ts';
import { findAppointment, updateAppointment } from './appointments.repo.ts';
import { readBack } from './book-appointment.service.ts';
import { APPOINTMENT_ENTITY, type AppointmentWriter } from './booking-rules.service.ts';

/** The visits a payment may close: in the chair (5) or sent to the cashier (6). */
const PAYABLE_STATUSES: readonly number[] = [APPOINTMENT_STATUS.CHECKED_IN, APPOINTMENT_STATUS.WAITING_FOR_PAYMENT];

async function moveStatus(writer: AppointmentWriter, id: number, from: readonly number[], to: number) {
  const current = await findAppointment(writer.tx, writer.branch, id, true);
  if (!current) throw new AppError('NOT_FOUND');
  if (!from.includes(current.row.statusId)) throw new AppError('APPT-WRONG-STATUS');
  const before = await presentAppointment(writer.tx, writer.branch.clinicId, current);
  await updateAppointment(writer.tx, writer.branch, id, writer.userId, { statusId: to });
  const after = await readBack(writer, id);
  await writeAudit(writer.tx, writer.branch, writer.userId, {
    entity: APPOINTMENT_ENTITY,
    entityId: id,
    action: 'update',
    before,
    after,
  });
  await announce(writer.tx, writer.branch, 'appointment.changed', id);
}

/** Whether a visit can be paid now: the receipts feature asks before it takes payment. */
export function isPayableStatus(statusId: number): boolean {
  return PAYABLE_STATUSES.includes(statusId);
}

/** The payment that closes the visit sets it paid (7), in the payment's transaction (spec §4). */
export function closePaidVisit(writer: AppointmentWriter, id: number): Promise<void> {
  return moveStatus(writer, id, PAYABLE_STATUSES, APPOINTMENT_STATUS.PAID);
}

/** A cancelled receipt opens its visit again, waiting for payment (6), so that it can be paid anew. */
export function reopenPaidVisit(writer: AppointmentWriter, id: number): Promise<void> {
  return moveStatus(writer, id, [APPOINTMENT_STATUS.PAID], APPOINTMENT_STATUS.WAITING_FOR_PAYMENT);
}
