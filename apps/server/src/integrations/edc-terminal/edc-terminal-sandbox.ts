import type { TTerminalSaleStatus } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { IntegrationError } from '../integration-error.ts';
import { runSandboxOperation, type SandboxContext } from '../sandbox/sandbox-runner.ts';
import { decideEdcSale, findEdcSale, insertEdcSale, type SandboxEdcRow } from './edc-terminal-sandbox.repo.ts';
import { EDC_TERMINAL_REJECTIONS, type EdcTerminal, type TerminalSale } from './edc-terminal.ts';

/** The terminal's gateway answers in about this long. */
const TYPICAL_MS = 400;
/** The largest amount the terminal takes in one sale: 1,000,000.00 baht. */
const MAX_SATANG = 100_000_000;
/** Case E7: the slow terminal answers this many times slower, and its card takes three times as long. */
const SLOW_FACTOR = 5;
/** Case E6: a card never presented times out after this many times the pending time. */
const TIMEOUT_FACTOR = 6;

/** The satang of an amount (amount % 100) that choose a sandbox case (docs/integrations.md). */
export const EDC_SANDBOX_CASES = {
  /** E2: the terminal is offline: every call is unavailable. */
  offline: 99,
  /** E6: no card is presented: the sale times out. */
  timeout: 98,
  /** E7: a slow terminal and a slow card, then approved. */
  slow: 97,
} as const;
/** E5: declines by the satang of the amount, with the issuer's response code and text. */
export const EDC_SANDBOX_DECLINES: Record<number, { code: string; text: string }> = {
  51: { code: '51', text: 'Insufficient funds' },
  5: { code: '05', text: 'Do not honour' },
  54: { code: '54', text: 'Expired card' },
};
const BRANDS = ['VISA', 'MASTERCARD', 'JCB', 'UNIONPAY'] as const;

export type EdcSandboxContext = SandboxContext & {
  /** How long the simulated card takes to be presented before the terminal decides (0: at once). */
  pendingSeconds: number;
};

function reject(reason: keyof typeof EDC_TERMINAL_REJECTIONS): never {
  throw new IntegrationError('edcTerminal', 'rejected', EDC_TERMINAL_REJECTIONS[reason]);
}

const caseOf = (amountSatang: number) => amountSatang % 100;

function saleOf(row: SandboxEdcRow): TerminalSale {
  return {
    reference: row.reference,
    terminalSaleId: `EDC${String(row.id).padStart(8, '0')}`,
    amountSatang: row.amountSatang,
    status: row.status as TTerminalSaleStatus,
    approvalCode: row.approvalCode,
    maskedPan: row.maskedPan,
    cardBrand: row.cardBrand,
    responseCode: row.responseCode,
    decidedAt: row.decidedAt,
  };
}

/** What the terminal decides once the card was presented (E4, E5), or when none came (E6). */
function outcomeOf(row: SandboxEdcRow, at: Date) {
  const decline = EDC_SANDBOX_DECLINES[caseOf(row.amountSatang)];
  if (caseOf(row.amountSatang) === EDC_SANDBOX_CASES.timeout) {
    return {
      status: 'timed_out',
      approvalCode: null,
      maskedPan: null,
      cardBrand: null,
      responseCode: 'TIMEOUT',
      decidedAt: at,
    };
  }
  if (decline) {
    return {
      status: 'declined',
      approvalCode: null,
      maskedPan: null,
      cardBrand: null,
      responseCode: decline.code,
      decidedAt: at,
    };
  }
  const lastFour = String(4000 + (row.id % 6000)).padStart(4, '0');
  return {
    status: 'approved',
    approvalCode: String(100_000 + ((row.id * 7919) % 900_000)),
    maskedPan: `XXXX-XXXX-XXXX-${lastFour}`,
    cardBrand: BRANDS[row.id % BRANDS.length]!,
    responseCode: '00',
    decidedAt: at,
  };
}

/**
 * The sandbox card terminal. Its documented cases (docs/integrations.md), chosen by the satang of
 * the amount, in the order they apply:
 * E1 an amount that is not a whole number of satang above 0, or over 1,000,000 baht; an empty
 *    reference: rejected INVALID_REQUEST;
 * E2 .99: the terminal is offline: every call is unavailable (TERMINAL_OFFLINE);
 * E3 the same reference again: the same sale (another amount: rejected REFERENCE_CONFLICT);
 * E4 any other amount: pending for `pendingSeconds` (the card is presented), then approved with
 *    an approval code, a masked card number (last four digits) and a brand;
 * E5 .51, .05, .54: declined after the pending time, response code 51, 05 or 54;
 * E6 .98: no card is presented: timed out (TIMEOUT) after six times the pending time;
 * E7 .97: slow: every answer takes five times as long and the card three times the pending time;
 * E8 cancel: a pending sale is cancelled, an approved one voided, a finished one left as it is;
 * E9 a reference it never started: rejected SALE_NOT_FOUND.
 */
export function sandboxEdcTerminal(ctx: EdcSandboxContext): EdcTerminal {
  const pendingMs = ctx.pendingSeconds * 1000;
  const operation = <T>(name: string, request: object, amountSatang: number | null, work: (tx: Tx) => Promise<T>) => {
    const isSlow = amountSatang !== null && caseOf(amountSatang) === EDC_SANDBOX_CASES.slow;
    const typicalMs = TYPICAL_MS * (isSlow ? SLOW_FACTOR : 1);
    return runSandboxOperation(ctx, { service: 'edcTerminal', operation: name, request, typicalMs }, async (tx) => {
      if (amountSatang !== null && caseOf(amountSatang) === EDC_SANDBOX_CASES.offline) {
        throw new IntegrationError('edcTerminal', 'unavailable', 'TERMINAL_OFFLINE');
      }
      return work(tx);
    });
  };

  /** The sale, locked; a pending one whose card time has passed is decided first (E4–E7). */
  async function current(tx: Tx, reference: string): Promise<SandboxEdcRow> {
    const row = await findEdcSale(tx, reference);
    if (!row) reject('SALE_NOT_FOUND');
    if (row.status !== 'pending') return row;
    const kind = caseOf(row.amountSatang);
    const waitMs =
      kind === EDC_SANDBOX_CASES.timeout
        ? pendingMs * TIMEOUT_FACTOR
        : kind === EDC_SANDBOX_CASES.slow
          ? pendingMs * 3
          : pendingMs;
    const decidesAt = new Date(row.createdAt.getTime() + waitMs);
    if (ctx.now().getTime() < decidesAt.getTime()) return row;
    return decideEdcSale(tx, row.id, outcomeOf(row, decidesAt));
  }

  /** The amount of a known sale, so that its case (offline, slow) applies to every later call. */
  async function amountOf(reference: string): Promise<number | null> {
    const row = await ctx.owner.transaction((tx) => findEdcSale(tx, reference));
    return row?.amountSatang ?? null;
  }

  return {
    mode: 'sandbox',
    startSale: (request) =>
      operation('startSale', request, request.amountSatang, async (tx) => {
        const { reference, amountSatang } = request;
        if (!Number.isSafeInteger(amountSatang) || amountSatang <= 0 || amountSatang > MAX_SATANG) {
          reject('INVALID_REQUEST');
        }
        if (reference.length === 0 || reference.length > 64) reject('INVALID_REQUEST');
        const row = await insertEdcSale(tx, { reference, amountSatang, createdAt: ctx.now() });
        if (row.amountSatang !== amountSatang) reject('REFERENCE_CONFLICT');
        return saleOf(await current(tx, reference));
      }),

    sale: async (reference) =>
      operation('sale', { reference }, await amountOf(reference), async (tx) => saleOf(await current(tx, reference))),

    cancelSale: async (reference) =>
      operation('cancelSale', { reference }, await amountOf(reference), async (tx) => {
        const row = await current(tx, reference);
        if (row.status !== 'pending' && row.status !== 'approved') return saleOf(row);
        const status = row.status === 'pending' ? 'cancelled' : 'voided';
        const { approvalCode, maskedPan, cardBrand, responseCode } = row;
        const outcome = { status, approvalCode, maskedPan, cardBrand, responseCode, decidedAt: ctx.now() };
        return saleOf(await decideEdcSale(tx, row.id, outcome));
      }),
  };
}
