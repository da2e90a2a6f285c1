import type { TIntegrationMode } from '@yim/contract';

/** A co-payment visit to open: who, at which unit (the branch's code with the bank) and on which day. */
export type KtbPaotangVisitRequest = {
  /** The patient's national id (13 digits), as registered in the Paotang app. */
  personalId: string;
  branchCode: string;
  /** The day of the visit, YYYY-MM-DD (Asia/Bangkok). */
  serviceDate: string;
};

/** Why the scheme refuses a request (IntegrationError `rejected`, its `reason`). */
export const KTB_PAOTANG_REJECTIONS = {
  /**
   * The scheme's errorCode 400 'No data found': the id is not registered for co-payment (mismatched
   * ID card number, or the patient has not accepted the service in the app). The appointments
   * feature shows the spec's warning dialog (clinic-domain §8) for it.
   */
  NO_DATA_FOUND: 'NO_DATA_FOUND',
  /** Registered, but without a co-payment right left (the scheme's quota is used up). */
  NOT_ELIGIBLE: 'NOT_ELIGIBLE',
  /** The person has an open co-payment visit for that day at another unit. */
  DUPLICATE_VISIT: 'DUPLICATE_VISIT',
  /** The reference is not the scheme's. */
  VISIT_NOT_FOUND: 'VISIT_NOT_FOUND',
  /** A national id that is not 13 digits, or a date that is not YYYY-MM-DD. */
  INVALID_REQUEST: 'INVALID_REQUEST',
} as const;

/**
 * KTB Paotang (เป๋าตัง), the bank's co-payment scheme (spec: branch and appointment
 * linkedWithKtbPaotang). Opening a visit verifies the person's eligibility and answers the scheme's
 * reference for the appointment; cancelling releases it. Every method throws IntegrationError:
 * `unavailable` when the scheme cannot be asked, `rejected` with a KTB_PAOTANG_REJECTIONS reason
 * when it refuses. docs/integrations.md lists the sandbox's cases.
 */
export type KtbPaotang = {
  mode: TIntegrationMode;
  /** Opening the same person's visit of that day again at the same unit answers the same reference. */
  openVisit(request: KtbPaotangVisitRequest): Promise<{ referenceNo: string }>;
  /** Cancelling again changes nothing. */
  cancelVisit(referenceNo: string): Promise<void>;
};
