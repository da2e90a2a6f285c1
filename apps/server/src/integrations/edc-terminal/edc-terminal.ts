import type { TIntegrationMode, TTerminalSaleStatus } from '@yim/contract';

/** A card sale at the terminal: how much, under which of our references, and where it stands. */
export type TerminalSale = {
  /** Ours: the payment attempt's key. The same reference again is the same sale. */
  reference: string;
  /** The terminal's own id of the sale (its slip's trace number). */
  terminalSaleId: string;
  amountSatang: number;
  status: TTerminalSaleStatus;
  approvalCode: string | null;
  /** The last four digits only, as the slip prints them (e.g. XXXX-XXXX-XXXX-4242). */
  maskedPan: string | null;
  cardBrand: string | null;
  /** Why a sale was declined ('51', '05', '54') or timed out ('TIMEOUT'). */
  responseCode: string | null;
  decidedAt: Date | null;
};

/** Why the terminal refuses (IntegrationError `rejected`, its `reason`). */
export const EDC_TERMINAL_REJECTIONS = {
  /** An amount that is not a whole number of satang above 0, or over the terminal's limit; an empty reference. */
  INVALID_REQUEST: 'INVALID_REQUEST',
  /** A reference the terminal never started. */
  SALE_NOT_FOUND: 'SALE_NOT_FOUND',
  /** The same reference was started with another amount. */
  REFERENCE_CONFLICT: 'REFERENCE_CONFLICT',
} as const;

/**
 * The branch's card-payment terminal (EDC), reached through its payment gateway. `startSale`
 * shows the amount on the terminal and waits for a card (the same reference again answers the
 * same sale, never a second charge); `sale` tells where it stands (pending while the card is
 * presented, then approved, declined or timed out); `cancelSale` cancels a pending sale and voids
 * an approved one (the charge is reversed before settlement), and leaves a finished one as it is.
 * Every method throws IntegrationError. docs/integrations.md lists the protocol and the sandbox's cases.
 */
export type EdcTerminal = {
  mode: TIntegrationMode;
  startSale(request: { reference: string; amountSatang: number }): Promise<TerminalSale>;
  sale(reference: string): Promise<TerminalSale>;
  cancelSale(reference: string): Promise<TerminalSale>;
};
