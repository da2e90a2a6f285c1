import {
  APPOINTMENT_STATUS,
  bangkokDayOf,
  type ErrorCode,
  type TAppointment,
  type TAppointmentInput,
} from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { IntegrationError } from '../../integrations/integration-error.ts';
import type { KtbPaotang } from '../../integrations/ktb-paotang/ktb-paotang.ts';
import type { Nhso } from '../../integrations/nhso/nhso.ts';
import { findAppointment, findPatientPersonalId, findSchemeBranch } from './appointments.repo.ts';
import { bookAppointment, type SchemeLink } from './book-appointment.service.ts';
import {
  checkPatientAndTreatments,
  checkSlot,
  isSchemeStatus,
  type AppointmentWriter,
} from './booking-rules.service.ts';
import { cancelAppointment, checkCancelAllowed, checkCheckInAllowed, checkIn } from './check-in.service.ts';

/** The two co-payment schemes' adapters (AppDeps.integrations). */
export type CoPaymentSchemes = { nhso: Nhso; ktbPaotang: KtbPaotang };

/**
 * A call that may talk to a co-payment scheme (handleIo): its transactions are opened here, short,
 * on either side of the scheme's answer, never around it.
 */
export type SchemeCall = { db: Database; schemes: CoPaymentSchemes; branch: BranchScope; userId: string };

const PERSONAL_ID = /^\d{13}$/;

/** The schemes' refusals as the catalogue's answers; an unreachable scheme is 503. */
const REFUSALS: Record<string, ErrorCode> = {
  NO_DATA_FOUND: 'APPT-SCHEME-NO-DATA',
  BOOKING_NOT_FOUND: 'APPT-SCHEME-NO-DATA',
  BOOKING_CANCELLED: 'APPT-SCHEME-NO-DATA',
  VISIT_NOT_FOUND: 'APPT-SCHEME-NO-DATA',
  DUPLICATE_VISIT: 'APPT-SCHEME-DUPLICATE',
  NOT_ELIGIBLE: 'APPT-SCHEME-NOT-ELIGIBLE',
  INVALID_REQUEST: 'APPT-SCHEME-NO-ID',
};

async function askScheme<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw error;
    const code = error.failure === 'rejected' ? REFUSALS[error.reason] : undefined;
    throw new AppError(code ?? 'INTEGRATION-UNAVAILABLE');
  }
}

function inBranch<T>(call: SchemeCall, work: (writer: AppointmentWriter) => Promise<T>): Promise<T> {
  const { db, branch, userId } = call;
  return db.run({ clinicId: branch.clinicId, userId }, (tx) => work({ tx, branch, userId }));
}

type VisitRequest = { statusId: number; personalId: string; branchCode: string; serviceDate: string };

/**
 * Everything the booking will check, checked before the scheme is asked (so that it is not asked
 * for a booking that would be refused), and what the scheme needs: a registered patient's
 * 13-digit national id, the branch's code, the day, and a branch linked with that scheme.
 */
async function visitRequestFor(writer: AppointmentWriter, input: TAppointmentInput): Promise<VisitRequest> {
  const { tx, branch } = writer;
  const links = await findSchemeBranch(tx, branch);
  if (!links) throw new AppError('BRANCH-NOT-FOUND');
  const linked = input.statusId === APPOINTMENT_STATUS.NHSO ? links.linkedWithNhso : links.linkedWithKtbPaotang;
  if (!linked) throw new AppError('APPT-SCHEME-NOT-LINKED');
  if (input.patientId === null) throw new AppError('APPT-SCHEME-NO-ID');
  await checkPatientAndTreatments(tx, branch, input.patientId, input.aptTreatItems);
  const personalId = await findPatientPersonalId(tx, branch.clinicId, input.patientId);
  if (!personalId || !PERSONAL_ID.test(personalId)) throw new AppError('APPT-SCHEME-NO-ID');
  const start = new Date(input.startDt);
  await checkSlot(tx, branch, { start, end: new Date(input.endDt), ...input }, input.confirmOutsideHours);
  return { statusId: input.statusId, personalId, branchCode: links.code, serviceDate: bangkokDayOf(start) };
}

async function openVisit(schemes: CoPaymentSchemes, request: VisitRequest): Promise<SchemeLink> {
  const { statusId, ...visit } = request;
  if (statusId === APPOINTMENT_STATUS.NHSO) {
    const { visitBookingNo } = await askScheme(() => schemes.nhso.bookVisit(visit));
    return { nhsoVisitBookingNo: visitBookingNo };
  }
  const { referenceNo } = await askScheme(() => schemes.ktbPaotang.openVisit(visit));
  return { linkedWithKtbPaotang: true, ktbPaotangRef: referenceNo };
}

async function closeVisit(schemes: CoPaymentSchemes, link: SchemeLink): Promise<void> {
  if (link.nhsoVisitBookingNo) await askScheme(() => schemes.nhso.cancelVisit(link.nhsoVisitBookingNo!));
  if (link.ktbPaotangRef) await askScheme(() => schemes.ktbPaotang.cancelVisit(link.ktbPaotangRef!));
}

/**
 * POST /api/appointment/{c}/{b}: a scheme appointment (status 11 NHSO, 12 KTB Paotang) books
 * the scheme's visit first, then the appointment with its number; when the booking then fails
 * (another booking took the slot meanwhile) the scheme's visit is cancelled again. The scheme's
 * 'No data found' is answered as it is (APPT-SCHEME-NO-DATA): the screen opens its warning.
 */
export async function bookWithScheme(call: SchemeCall, input: TAppointmentInput): Promise<TAppointment> {
  if (!isSchemeStatus(input.statusId)) return inBranch(call, (writer) => bookAppointment(writer, input));
  const request = await inBranch(call, (writer) => visitRequestFor(writer, input));
  const link = await openVisit(call.schemes, request);
  try {
    return await inBranch(call, (writer) => bookAppointment(writer, input, link));
  } catch (error) {
    // Best effort: the scheme's own rules let a forgotten booking of that day be booked again.
    await closeVisit(call.schemes, link).catch(() => undefined);
    throw error;
  }
}

/**
 * PUT /api/appointment/checkIn/{c}/{b}/{id}: an NHSO appointment's visit is authenticated with
 * the scheme at check-in (its visit number recorded), once the check-in's own rules hold.
 */
export async function checkInWithScheme(call: SchemeCall, id: number, checkinNote: string): Promise<TAppointment> {
  const now = new Date();
  const bookingNo = await inBranch(call, async ({ tx, branch }) => {
    const current = await findAppointment(tx, branch, id);
    if (!current) throw new AppError('NOT_FOUND');
    checkCheckInAllowed(current.row, now);
    return current.row.nhsoVisitNo ? null : current.row.nhsoVisitBookingNo;
  });
  const nhsoVisitNo = bookingNo
    ? (await askScheme(() => call.schemes.nhso.confirmVisit(bookingNo))).visitNo
    : undefined;
  return inBranch(call, (writer) => checkIn(writer, id, checkinNote, { now, nhsoVisitNo }));
}

/**
 * DELETE /api/appointment/{c}/{b}/{id}: a scheme appointment's visit is cancelled with the scheme
 * first (cancelling again changes nothing there), so that no visit stays open for a cancelled one.
 */
export async function cancelWithScheme(call: SchemeCall, id: number, reason: string) {
  const link = await inBranch(call, async ({ tx, branch }) => {
    const current = await findAppointment(tx, branch, id);
    if (!current) throw new AppError('NOT_FOUND');
    checkCancelAllowed(current.row);
    return { nhsoVisitBookingNo: current.row.nhsoVisitBookingNo, ktbPaotangRef: current.row.ktbPaotangRef };
  });
  await closeVisit(call.schemes, link);
  return inBranch(call, (writer) => cancelAppointment(writer, id, reason));
}
