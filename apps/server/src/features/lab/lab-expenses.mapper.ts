import { satangToBaht, type TLabExpense } from '@yim/contract';
import type { LabExpenseRow } from './lab-expenses.repo.ts';

const fullName = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');

/** A row to the wire: satang to baht, the names the screen shows, cancellation as cancelDt. */
export function toLabExpense(row: LabExpenseRow): TLabExpense {
  return {
    id: row.id,
    branchId: row.branchId,
    patientId: row.patientId,
    patientDn: row.patientDn,
    patientName: fullName(row.patientFirstName, row.patientLastName),
    doctorUid: row.doctorUid,
    doctorName: fullName(row.doctorFirstName, row.doctorLastName),
    companyId: row.companyId,
    companyCode: row.companyCode,
    companyName: row.companyName,
    productId: row.productId,
    productCode: row.productCode,
    productName: row.productName,
    productNameEn: row.productNameEn,
    description: row.description,
    cost: satangToBaht(row.costSatang),
    sentDate: row.sentDate,
    dueDate: row.dueDate,
    receivedDate: row.receivedDate,
    status: row.status,
    note: row.note,
    cancelDt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    creationUid: row.createdBy,
    creationDt: row.createdAt.toISOString(),
    modifyUid: row.updatedBy,
    modifyDt: row.updatedAt.toISOString(),
  };
}
