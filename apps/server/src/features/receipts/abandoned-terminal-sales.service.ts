import { AppError } from '../../lib/app-error.ts';
import type { OutsideTransactionTask } from '../../lib/jobs/periodic-tasks.ts';
import { cancelTerminalSale, type TerminalDeps } from './terminal-sale.service.ts';
import { listAbandonedTerminalSales } from './terminal-sales.repo.ts';

/** Longer than the overlay waits (5 minutes) and than a counter takes to save an approved payment. */
export const ABANDONED_SALE_MS = 30 * 60_000;
const SWEEP_BATCH = 50;

/**
 * Housekeeping: a sale left pending or approved with no receipt (the payment screen was closed
 * while a start was unanswered, the network dropped) is cancelled or voided at the terminal, so
 * that no card stays charged without a receipt. It acts for the person who started the sale and
 * says why in the audit row; a terminal that does not answer is asked again next round.
 */
export function voidAbandonedTerminalSales(deps: Omit<TerminalDeps, 'db'>): OutsideTransactionTask {
  return {
    name: 'abandonedTerminalSales',
    intervalMs: 5 * 60_000,
    async runOutsideTransaction(db) {
      const before = new Date(deps.now().getTime() - ABANDONED_SALE_MS);
      const abandoned = await db.owner.transaction((tx) => listAbandonedTerminalSales(tx, before, SWEEP_BATCH));
      let ended = 0;
      for (const sale of abandoned) {
        const branch = { clinicId: sale.clinicId, branchId: sale.branchId, clinicUrl: '', branchUrl: '', roleIds: [] };
        try {
          await cancelTerminalSale({ ...deps, db }, { branch, userId: sale.createdBy }, sale.id, 'abandoned');
          ended++;
        } catch (error) {
          // Unanswered, refused, or taken by a receipt meanwhile: the next round looks again.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return ended;
    },
  };
}
