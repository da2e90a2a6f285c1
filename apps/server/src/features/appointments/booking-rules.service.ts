import { APPOINTMENT_STATUS, bangkokDayOf, type TValidationIssue } from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { databaseErrorCode } from '../masters/master-lists.repo.ts';
import { unknownMasterEntryIds } from '../masters/master-lists.service.ts';
import { isLivePatient } from '../patients/patient-lookup.service.ts';
import { findActiveDoctor, findBranchHours, isLiveRoom, listWorkingPeriods } from './appointments.repo.ts';

/** Who changes an appointment, where: the registrar's resolved branch and the signed-in caller. */
export type AppointmentWriter = { tx: Tx; branch: BranchScope; userId: string };

/** The audit log's name for an appointment (entity). */
export const APPOINTMENT_ENTITY = 'appointment';

/** What holds an appointment's time, and when. */
export type Slot = { start: Date; end: Date; roomId: number | null; doctorUid: string | null };

const DAY_MS = 86_400_000;
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** Minutes since Bangkok midnight, and the Bangkok weekday (0 Sunday). */
function wallClock(instant: Date) {
  const shifted = instant.getTime() + BANGKOK_OFFSET_MS;
  return { minutes: Math.floor((shifted % DAY_MS) / 60_000), weekday: new Date(shifted).getUTCDay() };
}

function clockMinutes(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Whether [start, end) lies inside the branch's opening hours and, when the doctor has working
 * hours at the branch, inside one of the doctor's periods of that weekday. A doctor without any
 * working hours set is bound by the branch's hours only.
 */
export async function isWithinHours(tx: Tx, branch: BranchScope, slot: Slot, doctorMemberId: number | null) {
  const { minutes: from, weekday } = wallClock(slot.start);
  const to = from + Math.round((slot.end.getTime() - slot.start.getTime()) / 60_000);
  const hours = await findBranchHours(tx, branch);
  if (!hours) throw new AppError('BRANCH-NOT-FOUND');
  if (from < clockMinutes(hours.openingTime) || to > clockMinutes(hours.closingTime)) return false;
  if (doctorMemberId === null) return true;
  const periods = await listWorkingPeriods(tx, branch, doctorMemberId);
  if (periods.length === 0) return true;
  return periods.some(
    (period) =>
      period.weekday === weekday && from >= clockMinutes(period.startTime) && to <= clockMinutes(period.endTime),
  );
}

/**
 * The room and doctor must be the branch's (a live room, an active doctor), and the time within
 * hours unless the caller saw the warning and confirmed it (APPT-OUTSIDE-HOURS).
 */
export async function checkSlot(tx: Tx, branch: BranchScope, slot: Slot, confirmOutsideHours: boolean) {
  if (slot.roomId !== null && !(await isLiveRoom(tx, branch, slot.roomId))) throw new AppError('APPT-ROOM-NOT-FOUND');
  let doctorMemberId: number | null = null;
  if (slot.doctorUid !== null) {
    const doctor = await findActiveDoctor(tx, branch, slot.doctorUid);
    if (!doctor) throw new AppError('APPT-DOCTOR-NOT-FOUND');
    doctorMemberId = doctor.memberId;
  }
  if (!confirmOutsideHours && !(await isWithinHours(tx, branch, slot, doctorMemberId))) {
    throw new AppError('APPT-OUTSIDE-HOURS');
  }
}

/** The patient must be a living one of the clinic; the planned treatments entries of the branch's list. */
export async function checkPatientAndTreatments(
  tx: Tx,
  branch: BranchScope,
  patientId: number | null,
  aptTreatItems: readonly number[],
) {
  const issues: TValidationIssue[] = [];
  if (patientId !== null && !(await isLivePatient(tx, branch, patientId))) {
    issues.push({ path: 'patientId', message: 'ไม่พบผู้ป่วย' });
  }
  if (issues.length > 0) throw validationError(issues);
  if ((await unknownMasterEntryIds(tx, branch, 'apptTreat', aptTreatItems)).length > 0) {
    throw new AppError('APPT-TREATMENT-NOT-FOUND');
  }
}

/**
 * The exclusion constraints (migration 0023) refuse an overlap of one room or one doctor, also
 * between two transactions committing at once: their violation becomes APPT-OVERLAP. Bookings
 * racing for one slot may also wait on each other's uncommitted rows in a cycle (a room's row and
 * a doctor's), and PostgreSQL ends one of them as a deadlock (40P01): that one lost the slot to a
 * booking it overlaps, the same answer.
 */
export function rethrowOverlap(error: unknown): never {
  const code = databaseErrorCode(error);
  if (code === '23P01' || code === '40P01') throw new AppError('APPT-OVERLAP');
  throw error;
}

/** Check-in happens on the appointment's own day, in Bangkok. */
export function isToday(start: Date, now = new Date()): boolean {
  return bangkokDayOf(start) === bangkokDayOf(now);
}

/** The co-payment scheme statuses (11 NHSO, 12 KTB Paotang): their visit is booked with the scheme. */
export function isSchemeStatus(statusId: number): boolean {
  return statusId === APPOINTMENT_STATUS.NHSO || statusId === APPOINTMENT_STATUS.KTB_PAOTANG;
}

/**
 * A scheme's visit is for one day at one unit: a scheme appointment keeps its kind, day and
 * branch, and an appointment does not become one by an edit (APPT-SCHEME-LOCKED: cancel, which
 * cancels the scheme's visit, and book again). Its time within the day and its room may change.
 */
export function checkSchemeKept(
  current: { statusId: number; startsAt: Date },
  next: { statusId?: number; startsAt: Date; toOtherBranch?: boolean },
): void {
  const statusId = next.statusId ?? current.statusId;
  if (!isSchemeStatus(current.statusId) && !isSchemeStatus(statusId)) return;
  const sameDay = bangkokDayOf(next.startsAt) === bangkokDayOf(current.startsAt);
  if (statusId !== current.statusId || !sameDay || next.toOtherBranch) throw new AppError('APPT-SCHEME-LOCKED');
}
