import type { Tx } from '../../lib/db/database.ts';
import { IntegrationError } from '../integration-error.ts';
import {
  isPersonalId,
  isSandboxNoDataFound,
  isSandboxSchemeOutage,
  isServiceDate,
  schemeNumber,
  schemeNumberId,
} from '../sandbox/sandbox-co-payment.ts';
import { runSandboxOperation, type SandboxContext } from '../sandbox/sandbox-runner.ts';
import { NHSO_REJECTIONS, type Nhso } from './nhso.ts';
import {
  cancelNhsoVisit,
  confirmNhsoVisit,
  findNhsoVisit,
  insertNhsoVisit,
  openNhsoVisitOf,
  type SandboxNhsoVisitRow,
} from './nhso-sandbox.repo.ts';

/** The scheme answers in about this long. */
const TYPICAL_MS = 800;

const bookingNo = (row: SandboxNhsoVisitRow) => schemeNumber('B', row.serviceDate, row.id);
const visitNo = (row: SandboxNhsoVisitRow) => schemeNumber('V', row.serviceDate, row.id);

function reject(reason: keyof typeof NHSO_REJECTIONS): never {
  throw new IntegrationError('nhso', 'rejected', NHSO_REJECTIONS[reason]);
}

/** The booking a number names, locked; BOOKING_NOT_FOUND for a number the sandbox did not give. */
async function bookingOf(tx: Tx, visitBookingNo: string): Promise<SandboxNhsoVisitRow> {
  const id = schemeNumberId('B', visitBookingNo);
  const row = id === null ? undefined : await findNhsoVisit(tx, id);
  if (!row || bookingNo(row) !== visitBookingNo) reject('BOOKING_NOT_FOUND');
  return row;
}

/**
 * The sandbox NHSO co-payment scheme. Its documented cases (docs/integrations.md), in the order
 * they apply to a booking:
 * N1 a national id that is not 13 digits, or a date that is not YYYY-MM-DD: rejected INVALID_REQUEST;
 * N2 a national id ending in 99: the scheme does not answer (unavailable, SANDBOX_OUTAGE);
 * N3 a national id ending in 0: rejected NO_DATA_FOUND (the scheme's errorCode 400 'No data found');
 * N4 the same person and day again: the open booking's number at the same unit, DUPLICATE_VISIT at another;
 * N5 any other: booked; confirming gives the visit number (again: the same), cancelling ends it;
 *    an unknown number is BOOKING_NOT_FOUND, confirming a cancelled booking BOOKING_CANCELLED.
 */
export function sandboxNhso(ctx: SandboxContext): Nhso {
  const operation = <T>(name: string, request: object, work: (tx: Tx) => Promise<T>) =>
    runSandboxOperation(ctx, { service: 'nhso', operation: name, request, typicalMs: TYPICAL_MS }, work);

  return {
    mode: 'sandbox',
    bookVisit: (request) =>
      operation('bookVisit', request, async (tx) => {
        const { personalId, serviceDate } = request;
        if (!isPersonalId(personalId) || !isServiceDate(serviceDate)) reject('INVALID_REQUEST');
        if (isSandboxSchemeOutage(personalId)) throw new IntegrationError('nhso', 'unavailable', 'SANDBOX_OUTAGE');
        if (isSandboxNoDataFound(personalId)) reject('NO_DATA_FOUND');
        const open = await openNhsoVisitOf(tx, personalId, serviceDate);
        if (open && open.branchCode !== request.branchCode) reject('DUPLICATE_VISIT');
        const row =
          open ??
          (await insertNhsoVisit(tx, {
            personalId,
            branchCode: request.branchCode,
            serviceDate,
            subitemNo: request.subitemNo ?? null,
            bookedAt: ctx.now(),
          }));
        return { visitBookingNo: bookingNo(row) };
      }),

    confirmVisit: (visitBookingNo) =>
      operation('confirmVisit', { visitBookingNo }, async (tx) => {
        const row = await bookingOf(tx, visitBookingNo);
        if (row.cancelledAt) reject('BOOKING_CANCELLED');
        if (!row.confirmedAt) await confirmNhsoVisit(tx, row.id, ctx.now());
        return { visitNo: visitNo(row) };
      }),

    cancelVisit: (visitBookingNo) =>
      operation('cancelVisit', { visitBookingNo }, async (tx) => {
        const row = await bookingOf(tx, visitBookingNo);
        if (!row.cancelledAt) await cancelNhsoVisit(tx, row.id, ctx.now());
      }),
  };
}
