import { z } from 'zod';
import { ZId, ZInstant, ZMoney } from '../lib/wire.ts';

/**
 * Card-terminal (EDC) sales (spec access §4, §9 payment-terminal overlay; issue 17): the server
 * asks the branch's terminal to take an amount by card, the overlay polls the sale, and an
 * approved sale backs one card line of one receipt. Baht on the wire, satang inside.
 */

/** Where a sale stands at the terminal. `pending`: the card is being presented. */
export const TERMINAL_SALE_STATUSES = ['pending', 'approved', 'declined', 'timed_out', 'cancelled', 'voided'] as const;
export const ZTerminalSaleStatus = z.enum(TERMINAL_SALE_STATUSES);
export type TTerminalSaleStatus = z.infer<typeof ZTerminalSaleStatus>;

/**
 * POST /api/edc/sale/{c}/{b}: the card line to take at the terminal. `reference` is the payment
 * attempt's key (made by the screen for each try): the same reference again answers the same
 * sale, so a retried or doubled request never charges twice.
 */
export const ZTerminalSaleStart = z.object({
  reference: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'reference'),
  methodId: ZId,
  amount: ZMoney.refine((baht) => baht > 0, 'ต้องมากกว่า 0'),
});
export type TTerminalSaleStart = z.output<typeof ZTerminalSaleStart>;

export const ZTerminalSaleParams = z.object({ clinicUrl: z.string(), branchUrl: z.string(), id: ZId });

export const ZTerminalSale = z.object({
  id: z.number().int(),
  reference: z.string(),
  methodId: z.number().int(),
  amount: z.number(),
  status: ZTerminalSaleStatus,
  /** Cancel was asked for: the sale backs no receipt, whatever the terminal answers meanwhile. */
  cancelRequested: z.boolean(),
  /** The card issuer's approval code, printed on the terminal's slip. */
  approvalCode: z.string().nullable(),
  /** The card number as the slip prints it: the last four digits only. */
  maskedPan: z.string().nullable(),
  cardBrand: z.string().nullable(),
  /** The terminal's response code of a decline ('51', '05', '54'), or TIMEOUT. */
  responseCode: z.string().nullable(),
  createdAt: ZInstant,
  decidedAt: ZInstant.nullable(),
  /** The receipt this sale paid, once saved. */
  receiptId: z.number().int().nullable(),
});
export type TTerminalSale = z.infer<typeof ZTerminalSale>;
