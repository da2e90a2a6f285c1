import type { TIntegrationMode } from '@yim/contract';

/** A payment to open at the bank: what, how much, and where the bank sends the payer and its callback. */
export type FastPayRequest = {
  /** Our own reference of the payment (unique; the same again answers the same payment). */
  merchantReference: string;
  /** The amount in satang (1/100 baht): whole numbers only, so nothing is lost to rounding. */
  amountSatang: number;
  /** What the payer sees on the bank's page. */
  description: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  /** Where the bank posts its signed callback (server to server) once the payer decided. */
  callbackUrl: string;
};

/** What the browser posts to the bank's page, as a hidden form (spec clinic §7 ktbFastPayPayload). */
export type FastPayPayload = { url: string; method: 'POST'; fields: Record<string, string> };

export type FastPayStatus = 'pending' | 'approved' | 'failed' | 'cancelled';

/** Where a payment stands at the bank. */
export type FastPayTransaction = {
  referenceId: string;
  merchantReference: string;
  amountSatang: number;
  status: FastPayStatus;
  /** The bank's transaction id of an approved payment. */
  transactionId: string | null;
  /** When the payer (or the bank's expiry) decided. */
  decidedAt: Date | null;
  errorCode: string | null;
  errorMessage: string | null;
  cancelReason: string | null;
};

/** Why the bank refuses (IntegrationError `rejected`, its `reason`). */
export const KTB_FASTPAY_REJECTIONS = {
  /** An amount that is not positive, has more than two decimals or is too large; a URL that is not http(s). */
  INVALID_REQUEST: 'INVALID_REQUEST',
  /** A reference the bank did not give. */
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',
  /** A callback whose signature is not the bank's (or that is not a callback at all). */
  BAD_SIGNATURE: 'BAD_SIGNATURE',
} as const;

/**
 * KTB fast pay: the bank's hosted payment page. `createPayment` opens a payment and answers the
 * form the browser posts to the bank; the payer approves, fails or cancels there; the bank sends
 * the payer back to one of the three URLs and posts a signed callback to ours. `transaction` asks
 * where a payment stands (the result screens' polling, and a callback that never came);
 * `readCallback` checks a callback's signature and reads it. Every method throws IntegrationError.
 * docs/integrations.md lists the protocol and the sandbox's cases.
 */
export type KtbFastPay = {
  mode: TIntegrationMode;
  createPayment(request: FastPayRequest): Promise<{ referenceId: string; payload: FastPayPayload }>;
  transaction(referenceId: string): Promise<FastPayTransaction>;
  readCallback(body: unknown): Promise<FastPayTransaction>;
};
