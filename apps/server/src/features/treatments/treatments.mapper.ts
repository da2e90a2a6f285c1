import { lineAmountSatang, satangToBaht, type TTreatment, type TTreatmentLine } from '@yim/contract';
import type { TreatmentLineRow, TreatmentRow } from './treatments.repo.ts';

export function toTreatmentLine(row: TreatmentLineRow): TTreatmentLine {
  return {
    id: row.id,
    kind: row.kind,
    masterId: row.masterId,
    code: row.code,
    nameTh: row.nameTh,
    nameEn: row.nameEn,
    teeth: row.teeth,
    surfaces: row.surfaces,
    quantity: row.quantity,
    price: satangToBaht(row.priceSatang),
    discount: satangToBaht(row.discountSatang),
    amount: satangToBaht(lineAmountSatang(row)),
    note: row.note,
    overdue: row.overdueSatang === null ? null : satangToBaht(row.overdueSatang),
    overdueDeletedAt: row.overdueDeletedAt?.toISOString() ?? null,
    overdueDeletedReason: row.overdueDeletedReason,
  };
}

/** A record and its lines to the wire: satang to baht, the total less the final discount. */
export function toTreatment(row: TreatmentRow, lines: readonly TreatmentLineRow[]): TTreatment {
  const linesSatang = lines.reduce((sum, line) => sum + lineAmountSatang(line), 0);
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    patientId: row.patientId,
    branchId: row.branchId,
    doctorUid: row.doctorUid,
    doctorName: [row.doctorFirstNameTh, row.doctorLastNameTh].filter(Boolean).join(' '),
    note: row.note,
    lines: lines.map(toTreatmentLine),
    finalDiscount: satangToBaht(row.finalDiscountSatang),
    total: satangToBaht(linesSatang - row.finalDiscountSatang),
    paid: row.paidAt !== null,
    creationUid: row.createdBy,
    creationDt: row.createdAt.toISOString(),
    modifyUid: row.updatedBy,
    modifyDt: row.updatedAt.toISOString(),
  };
}
