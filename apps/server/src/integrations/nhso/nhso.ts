import type { TIntegrationMode } from '@yim/contract';

/** A visit to authenticate with the scheme: who, where (the branch's NHSO code) and on which day. */
export type NhsoVisitRequest = {
  /** The patient's national id (13 digits). */
  personalId: string;
  /** The branch's unit code with the scheme. */
  branchCode: string;
  /** The day of the visit, YYYY-MM-DD (Asia/Bangkok). */
  serviceDate: string;
  /** The scheme's service sub-item, one of the branch's nhsoSubitemNoSupportedList. */
  subitemNo?: string | undefined;
};

/** Why the scheme refuses a request (IntegrationError `rejected`, its `reason`). */
export const NHSO_REJECTIONS = {
  /**
   * The scheme's errorCode 400 'No data found': no visit right for this id (mismatched ID card
   * number, or the service not yet accepted). The appointments feature shows the spec's warning
   * dialog (clinic-domain §8) for it.
   */
  NO_DATA_FOUND: 'NO_DATA_FOUND',
  /** The person has an open booking for that day at another unit: one visit a day. */
  DUPLICATE_VISIT: 'DUPLICATE_VISIT',
  /** The booking number is not the scheme's. */
  BOOKING_NOT_FOUND: 'BOOKING_NOT_FOUND',
  /** Confirming a booking that was cancelled. */
  BOOKING_CANCELLED: 'BOOKING_CANCELLED',
  /** A national id that is not 13 digits, or a date that is not YYYY-MM-DD. */
  INVALID_REQUEST: 'INVALID_REQUEST',
} as const;

/**
 * The national health insurance co-payment scheme (สปสช., spec: branch linkedWithNhso, appointment
 * nhsoVisitBookingNo and nhsoVisitNo). A visit is booked when the appointment is made, confirmed
 * (authenticated) when the patient checks in, and cancelled with the appointment. Every method
 * throws IntegrationError: `unavailable` when the scheme cannot be asked, `rejected` with an
 * NHSO_REJECTIONS reason when it refuses. docs/integrations.md lists the sandbox's cases.
 */
export type Nhso = {
  mode: TIntegrationMode;
  /** Books the visit; booking the same person and day again at the same unit answers the same number. */
  bookVisit(request: NhsoVisitRequest): Promise<{ visitBookingNo: string }>;
  /** Authenticates the booked visit (at check-in); confirming again answers the same visit number. */
  confirmVisit(visitBookingNo: string): Promise<{ visitNo: string }>;
  /** Cancels the booking, confirmed or not; cancelling again changes nothing. */
  cancelVisit(visitBookingNo: string): Promise<void>;
};
