import { satangToBaht, type TTerminalSale, type TTerminalSaleStatus } from '@yim/contract';
import type { TerminalState, TerminalSaleRow } from './terminal-sales.repo.ts';
import type { TerminalSale } from '../../integrations/edc-terminal/edc-terminal.ts';

/** A kept sale on the wire (baht, ISO instants). */
export function toWireTerminalSale(row: TerminalSaleRow): TTerminalSale {
  return {
    id: row.id,
    reference: row.reference,
    methodId: row.methodId,
    amount: satangToBaht(row.amountSatang),
    status: row.status as TTerminalSaleStatus,
    cancelRequested: row.cancelRequestedAt !== null,
    approvalCode: row.approvalCode,
    maskedPan: row.maskedPan,
    cardBrand: row.cardBrand,
    responseCode: row.responseCode,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    receiptId: row.receiptId,
  };
}

/** What the terminal answered, as the row keeps it. */
export function stateOf(sale: TerminalSale): TerminalState {
  return {
    status: sale.status,
    terminalSaleId: sale.terminalSaleId,
    approvalCode: sale.approvalCode,
    maskedPan: sale.maskedPan,
    cardBrand: sale.cardBrand,
    responseCode: sale.responseCode,
    decidedAt: sale.decidedAt,
  };
}
