import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { IntegrationError } from '../integration-error.ts';
import { KTB_FASTPAY_REJECTIONS, type FastPayTransaction } from './ktb-fastpay.ts';

/**
 * The bank's callback (docs/integrations.md, "KTB fast pay"): JSON `{ data, signature }`, where
 * `signature` is the lowercase hex HMAC-SHA256, under the shared callback key, of the compact JSON
 * array of `data`'s fields in this order (so that key order and spacing cannot matter).
 */
const FIELDS = [
  'referenceId',
  'merchantReference',
  'amount',
  'status',
  'transactionId',
  'dateTime',
  'errorCode',
  'errorMessage',
  'cancelReason',
] as const;

const nullableText = z.string().max(200).nullable();
export const ZFastPayCallbackData = z.strictObject({
  referenceId: z.string().min(1).max(64),
  merchantReference: z.string().min(1).max(64),
  /** Baht with two decimals, as text ("1500.00"). */
  amount: z.string().regex(/^\d{1,9}\.\d{2}$/),
  status: z.enum(['approved', 'failed', 'cancelled']),
  transactionId: nullableText,
  /** ISO 8601 instant of the decision. */
  dateTime: z.iso.datetime({ offset: true }),
  errorCode: nullableText,
  errorMessage: nullableText,
  cancelReason: nullableText,
});
export type FastPayCallbackData = z.infer<typeof ZFastPayCallbackData>;

const ZCallback = z.object({ data: z.unknown(), signature: z.string().regex(/^[0-9a-f]{64}$/) });

function signatureOf(key: Uint8Array, data: Record<string, unknown>): Buffer {
  const text = JSON.stringify(FIELDS.map((field) => data[field] ?? null));
  return createHmac('sha256', key).update(text).digest();
}

export function satangToAmount(satang: number): string {
  return `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;
}

export function amountToSatang(amount: string): number {
  const [baht, satang] = amount.split('.');
  return Number(baht) * 100 + Number(satang);
}

/** The callback the bank posts for a decided payment. */
export function signCallback(
  key: Uint8Array,
  data: FastPayCallbackData,
): { data: FastPayCallbackData; signature: string } {
  return { data, signature: signatureOf(key, data).toString('hex') };
}

export function callbackDataOf(payment: FastPayTransaction): FastPayCallbackData {
  if (payment.status === 'pending' || !payment.decidedAt) throw new Error('a pending payment has no callback');
  return {
    referenceId: payment.referenceId,
    merchantReference: payment.merchantReference,
    amount: satangToAmount(payment.amountSatang),
    status: payment.status,
    transactionId: payment.transactionId,
    dateTime: payment.decidedAt.toISOString(),
    errorCode: payment.errorCode,
    errorMessage: payment.errorMessage,
    cancelReason: payment.cancelReason,
  };
}

/**
 * A callback whose signature is the bank's, read; anything else (no signature, another key, a
 * changed field, not a callback) is `rejected` BAD_SIGNATURE. The signature is checked before the
 * fields are trusted, in constant time.
 */
export function verifyCallback(key: Uint8Array, body: unknown): FastPayTransaction {
  const bad = () => new IntegrationError('ktbFastPay', 'rejected', KTB_FASTPAY_REJECTIONS.BAD_SIGNATURE);
  const outer = ZCallback.safeParse(body);
  if (!outer.success || typeof outer.data.data !== 'object' || outer.data.data === null) throw bad();
  const expected = signatureOf(key, outer.data.data as Record<string, unknown>);
  const given = Buffer.from(outer.data.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw bad();
  const data = ZFastPayCallbackData.safeParse(outer.data.data);
  if (!data.success) throw bad();
  return {
    referenceId: data.data.referenceId,
    merchantReference: data.data.merchantReference,
    amountSatang: amountToSatang(data.data.amount),
    status: data.data.status,
    transactionId: data.data.transactionId,
    decidedAt: new Date(data.data.dateTime),
    errorCode: data.data.errorCode,
    errorMessage: data.data.errorMessage,
    cancelReason: data.data.cancelReason,
  };
}
