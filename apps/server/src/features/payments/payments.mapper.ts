import type { TOrder, TOrderStatus, TOrderType, TPayment } from '@yim/contract';
import type { OrderRow, PaymentRow } from './payments.repo.ts';

export const toBahts = (satang: number) => satang / 100;
export const toSatang = (bahts: number) => Math.round(bahts * 100);

export function paymentToWire(row: PaymentRow): TPayment {
  return {
    id: row.id,
    amountBahts: toBahts(row.amountSatang),
    status: row.status as TOrderStatus,
    yimReferenceId: row.yimReferenceId,
    ktbFastPayReferenceId: row.ktbFastPayReferenceId ?? '',
    transactionId: row.transactionId,
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    cancelReason: row.cancelReason,
    settledAt: row.settledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function orderToWire(row: OrderRow, payment: PaymentRow | undefined): TOrder {
  return {
    id: row.id,
    type: row.type as TOrderType,
    status: row.status as TOrderStatus,
    totalBahts: toBahts(row.totalSatang),
    storageSizeGB: row.storageSizeGb,
    durationMonths: row.durationMonths,
    storageEndDate: row.storageEndDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    payment: payment ? paymentToWire(payment) : null,
  };
}
