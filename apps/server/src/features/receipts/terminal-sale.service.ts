import { bahtToSatang, type TTerminalSale, type TTerminalSaleStart } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import type { EdcTerminal, TerminalSale } from '../../integrations/edc-terminal/edc-terminal.ts';
import { IntegrationError } from '../../integrations/integration-error.ts';
import { checkPaymentMethods } from './payment-methods.service.ts';
import { stateOf, toWireTerminalSale } from './terminal-sales.mapper.ts';
import {
  findTerminalSale,
  insertTerminalSale,
  listCardMethodIds,
  requestTerminalCancel,
  saveTerminalState,
  type TerminalSaleRow,
} from './terminal-sales.repo.ts';

/** What the card-terminal use cases run with; `now` is the app's clock. */
export type TerminalDeps = { db: Database; terminal: EdcTerminal; now: () => Date };
export type TerminalCaller = { branch: BranchScope; userId: string };

export const TERMINAL_SALE_ENTITY = 'terminal_sale';

/**
 * Asks the terminal outside any transaction (PGlite runs one at a time, and a terminal waits on
 * a card); a terminal that does not answer is 503, one that refuses 422. Nothing was charged
 * twice either way: the next call asks again under the same reference.
 */
async function askTerminal(work: () => Promise<TerminalSale>): Promise<TerminalSale> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw error;
    throw new AppError(error.failure === 'unavailable' ? 'INTEGRATION-UNAVAILABLE' : 'VALIDATION_FAILED', error.reason);
  }
}

/** The terminal's answer kept; a row the conditional update left alone is read back as it is. */
async function keep(deps: TerminalDeps, caller: TerminalCaller, row: TerminalSaleRow, sale: TerminalSale) {
  const { clinicId } = caller.branch;
  return deps.db.run({ clinicId, userId: caller.userId }, async (tx) => {
    const saved = await saveTerminalState(tx, clinicId, row.id, stateOf(sale));
    return saved ?? (await findTerminalSale(tx, caller.branch, row.id))!;
  });
}

async function checkCardMethod(tx: Tx, branch: BranchScope, methodId: number): Promise<void> {
  await checkPaymentMethods(tx, branch, [methodId]);
  if (!(await listCardMethodIds(tx)).has(methodId)) throw new AppError('EDC-NOT-CARD');
}

/**
 * POST /api/edc/sale: the sale is written pending (audited: money data), then the terminal is
 * asked to take the amount under the attempt's reference. The same reference again (a retry, a
 * double click, a dropped answer) reaches the same sale here and at the terminal: never two
 * charges. The same reference with another amount, method or branch is refused.
 */
export async function startTerminalSale(
  deps: TerminalDeps,
  caller: TerminalCaller,
  body: TTerminalSaleStart,
): Promise<TTerminalSale> {
  const { clinicId, branchId } = caller.branch;
  const amountSatang = bahtToSatang(body.amount);
  const row = await deps.db.run({ clinicId, userId: caller.userId }, async (tx) => {
    await checkCardMethod(tx, caller.branch, body.methodId);
    const { row: sale, isNew } = await insertTerminalSale(tx, caller.branch, {
      reference: body.reference,
      methodId: body.methodId,
      amountSatang,
      createdBy: caller.userId,
      createdAt: deps.now(),
    });
    if (sale.branchId !== branchId || sale.amountSatang !== amountSatang || sale.methodId !== body.methodId) {
      throw new AppError('EDC-REFERENCE-REUSED');
    }
    if (isNew) {
      await writeAudit(tx, caller.branch, caller.userId, {
        entity: TERMINAL_SALE_ENTITY,
        entityId: sale.id,
        action: 'create',
        after: { reference: sale.reference, methodId: sale.methodId, amountSatang },
      });
    }
    return sale;
  });
  if (row.status !== 'pending' || row.cancelRequestedAt !== null) return toWireTerminalSale(row);
  const sale = await askTerminal(() => deps.terminal.startSale({ reference: row.reference, amountSatang }));
  return toWireTerminalSale(await keep(deps, caller, row, sale));
}

/**
 * GET /api/edc/sale/{id}: the overlay's poll. A pending sale is asked at the terminal (a start
 * whose answer was lost is started again under its reference: the same sale); a sale whose
 * cancel did not reach the terminal is cancelled again; a decided one answers from our row.
 */
export async function pollTerminalSale(deps: TerminalDeps, caller: TerminalCaller, id: number): Promise<TTerminalSale> {
  const { clinicId } = caller.branch;
  const row = await deps.db.run({ clinicId, userId: caller.userId }, (tx) => findTerminalSale(tx, caller.branch, id));
  if (!row) throw new AppError('EDC-SALE-NOT-FOUND');
  if (row.cancelRequestedAt !== null && (row.status === 'pending' || (row.status === 'approved' && !row.receiptId))) {
    return cancelTerminalSale(deps, caller, id);
  }
  if (row.status !== 'pending') return toWireTerminalSale(row);
  const sale = await askTerminal(() =>
    row.terminalSaleId === null
      ? deps.terminal.startSale({ reference: row.reference, amountSatang: row.amountSatang })
      : deps.terminal.sale(row.reference),
  );
  return toWireTerminalSale(await keep(deps, caller, row, sale));
}

/**
 * PUT /api/edc/sale/cancel/{id}: the cancel is written first (audited), so that no receipt can
 * take the sale while the terminal is asked; then a pending sale is cancelled and an approved one
 * voided (the charge reversed). A sale that backs a receipt is refused: cancel the receipt.
 */
export async function cancelTerminalSale(
  deps: TerminalDeps,
  caller: TerminalCaller,
  id: number,
  /** Why, when not the caller's own choice (the sweep of abandoned sales). */
  reason?: string,
): Promise<TTerminalSale> {
  const { clinicId } = caller.branch;
  const row = await deps.db.run({ clinicId, userId: caller.userId }, async (tx) => {
    const sale = await findTerminalSale(tx, caller.branch, id, true);
    if (!sale) throw new AppError('EDC-SALE-NOT-FOUND');
    if (sale.receiptId !== null) throw new AppError('EDC-SALE-USED');
    if (sale.cancelRequestedAt === null) {
      await requestTerminalCancel(tx, clinicId, id, deps.now());
      await writeAudit(tx, caller.branch, caller.userId, {
        entity: TERMINAL_SALE_ENTITY,
        entityId: id,
        action: 'cancel',
        before: { status: sale.status, amountSatang: sale.amountSatang },
        ...(reason ? { after: { reason } } : {}),
      });
    }
    return (await findTerminalSale(tx, caller.branch, id))!;
  });
  if (row.status !== 'pending' && row.status !== 'approved') return toWireTerminalSale(row);
  const sale = await askTerminal(async () => {
    try {
      return await deps.terminal.cancelSale(row.reference);
    } catch (error) {
      // A start that never reached the terminal has nothing to cancel there.
      if (error instanceof IntegrationError && error.reason === 'SALE_NOT_FOUND') {
        return { ...stateOfNothing(row), reference: row.reference, amountSatang: row.amountSatang };
      }
      throw error;
    }
  });
  return toWireTerminalSale(await keep(deps, caller, row, sale));
}

/** A sale the terminal never started, cancelled on our side only. */
function stateOfNothing(row: TerminalSaleRow) {
  return {
    terminalSaleId: row.terminalSaleId ?? '',
    status: 'cancelled' as const,
    approvalCode: null,
    maskedPan: null,
    cardBrand: null,
    responseCode: null,
    decidedAt: new Date(),
  };
}
