import { z } from 'zod';
import { ZId, ZInstant, ZPageQuery } from '../lib/wire.ts';

/** What an order pays for (spec clinic §2 result screens, §3 Order). */
export const ORDER_TYPES = ['storage_subscription', 'credit_topup', 'subscription'] as const;
export const ZOrderType = z.enum(ORDER_TYPES);
export type TOrderType = z.infer<typeof ZOrderType>;

/** Where an order (and its payment) stands: waiting for the bank, paid, or given up. */
export const ZOrderStatus = z.enum(['pending', 'paid', 'failed', 'cancelled']);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** The fast-pay screen's preset amounts (spec clinic §2), in baht. */
export const FAST_PAY_PRESET_BAHTS = [100, 200, 300, 500, 1000] as const;
/** The largest top-up in one payment, in baht. */
export const MAX_TOP_UP_BAHTS = 100_000;
/** Spec clinic §5: an amount must be chosen and be greater than 0. */
export const FAST_PAY_AMOUNT_MESSAGE = 'กรุณาเลือกจำนวนเงิน';

/** Baht with at most two decimals (satang), above 0 and at most MAX_TOP_UP_BAHTS. */
export const ZTopUpAmount = z
  .number({ error: FAST_PAY_AMOUNT_MESSAGE })
  .gt(0, FAST_PAY_AMOUNT_MESSAGE)
  .max(MAX_TOP_UP_BAHTS, `สูงสุด ${MAX_TOP_UP_BAHTS.toLocaleString('en-US')} บาท`)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง');

/** Where the bank sends the payer back: a page of this app (the server checks the origin). */
const ZReturnUrl = z.string().url().max(500);

export const ZReturnUrls = z.object({ successUrl: ZReturnUrl, failUrl: ZReturnUrl, cancelUrl: ZReturnUrl });

export const ZTopUpBody = z.strictObject({ amount: ZTopUpAmount, ...ZReturnUrls.shape });
export type TTopUpBody = z.infer<typeof ZTopUpBody>;

/** The hidden form the browser posts to the bank's page (spec clinic §7 ktbFastPayPayload). */
export const ZKtbFastPayPayload = z.object({
  url: z.string(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string()),
});
export type TKtbFastPayPayload = z.infer<typeof ZKtbFastPayPayload>;

/** An order handed to the bank: its payment's reference, and the form that takes the payer there. */
export const ZFastPayStart = z.object({
  orderId: z.number().int(),
  referenceId: z.string(),
  ktbFastPayPayload: ZKtbFastPayPayload,
});
export type TFastPayStart = z.infer<typeof ZFastPayStart>;

export const ZCreditBalance = z.object({ creditBalanceBahts: z.number() });

/**
 * The file-storage plan's price table (docs/ARCHITECTURE.md, "Payments"): baht per GB per month,
 * the durations and sizes a branch may choose. The quota is the size in GiB.
 */
export const STORAGE_PLAN = {
  bahtPerGbMonth: 3,
  durationsMonths: [1, 3, 6, 12],
  sizesGB: [5, 10, 20, 50, 100],
} as const;

export function storagePlanPriceBahts(durationMonths: number, storageSizeGB: number): number {
  return STORAGE_PLAN.bahtPerGbMonth * durationMonths * storageSizeGB;
}

const oneOf = <T extends readonly number[]>(values: T, message: string) =>
  z.number().refine((value) => values.includes(value), message);

export const ZStorageSubscribeBody = z
  .strictObject({
    durationMonths: oneOf(STORAGE_PLAN.durationsMonths, 'ระยะเวลา 1, 3, 6 หรือ 12 เดือน'),
    storageSizeGB: oneOf(STORAGE_PLAN.sizesGB, 'ขนาด 5, 10, 20, 50 หรือ 100 GB'),
    /** false: the quote only, nothing changes; true: the order, and the way to the bank. */
    confirmed: z.boolean(),
    successUrl: ZReturnUrl.optional(),
    failUrl: ZReturnUrl.optional(),
    cancelUrl: ZReturnUrl.optional(),
  })
  .refine((body) => !body.confirmed || (body.successUrl && body.failUrl && body.cancelUrl), {
    message: 'ต้องระบุ successUrl, failUrl และ cancelUrl',
    path: ['successUrl'],
  });
export type TStorageSubscribeBody = z.infer<typeof ZStorageSubscribeBody>;

/** What a plan costs and what it gives, were it paid now. */
export const ZStorageQuote = z.object({
  durationMonths: z.number().int(),
  storageSizeGB: z.number().int(),
  priceBahts: z.number(),
  /** The plan's new end: the later of now and the current end, plus the months. */
  storageEndDate: ZInstant,
  quotaBytes: z.number().int(),
});
export type TStorageQuote = z.infer<typeof ZStorageQuote>;

export const ZStorageSubscribeResult = z.object({
  quote: ZStorageQuote,
  /** Only when confirmed. */
  order: ZFastPayStart.nullable(),
});
export type TStorageSubscribeResult = z.infer<typeof ZStorageSubscribeResult>;

/** Spec clinic §3 Payment; `yimReferenceId` is the spec's {product}ReferenceId (ours, sent to the bank). */
export const ZPayment = z.object({
  id: z.number().int(),
  amountBahts: z.number(),
  status: ZOrderStatus,
  yimReferenceId: z.string(),
  ktbFastPayReferenceId: z.string(),
  transactionId: z.string().nullable(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  cancelReason: z.string().nullable(),
  settledAt: ZInstant.nullable(),
  createdAt: ZInstant,
});
export type TPayment = z.infer<typeof ZPayment>;

/** Spec clinic §3 Order; storageEndDate is set once a storage plan is paid. */
export const ZOrder = z.object({
  id: z.number().int(),
  type: ZOrderType,
  status: ZOrderStatus,
  totalBahts: z.number(),
  storageSizeGB: z.number().int().nullable(),
  durationMonths: z.number().int().nullable(),
  storageEndDate: ZInstant.nullable(),
  createdAt: ZInstant,
  payment: ZPayment.nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ORDER_SORTS = ['createdAt', 'totalBahts', 'type', 'status'] as const;
export const ZOrderListQuery = ZPageQuery.extend({
  sort: z.enum(ORDER_SORTS).default('createdAt'),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC'),
});

export const ZFastPayTransactionParams = z.object({
  clinicUrl: z.string(),
  branchUrl: z.string(),
  referenceId: z.string().min(1).max(64),
});

/** The callback the bank posts (docs/integrations.md, "KTB fast pay"): read by the adapter. */
export const ZFastPayCallbackBody = z.object({
  data: z.record(z.string(), z.unknown()),
  signature: z.string().max(128),
});
export const ZFastPayCallbackResult = z.object({ applied: z.boolean() });

export const ZOrderIdParams = z.object({ clinicUrl: z.string(), branchUrl: z.string(), id: ZId });
