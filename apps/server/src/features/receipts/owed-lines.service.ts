import type { Tx } from '../../lib/db/database.ts';
import { findLines, type TreatmentLineRow } from '../treatments/treatments.repo.ts';
import { owedOfLines } from './receipt-money.service.ts';
import { lockPayableTreatments, type BranchIds, type PayableTreatment } from './receipts.repo.ts';

/** A treatment line the patient owes on, with what its payment may take at most. */
export type OwedLine = {
  line: TreatmentLineRow;
  treatment: PayableTreatment;
  /** The visit's own record (true) or an earlier one still owed (false). */
  current: boolean;
  /** The line's own discount with its share of the record's final discount. */
  discountSatang: number;
  remainedSatang: number;
};

/**
 * What a visit's payment can settle: every line of its record that still owes something, then
 * the lines of the patient's earlier records at the branch still owed (`overdue_satang`).
 * Diagnoses and free lines come to nothing and are left out. `lock` holds the records.
 */
export async function owedLinesOfVisit(
  tx: Tx,
  scope: BranchIds,
  visit: { patientId: number; treatmentId: number },
  lock: boolean,
): Promise<OwedLine[]> {
  const records = await lockPayableTreatments(tx, scope, visit.patientId, visit.treatmentId, lock);
  const lines = await findLines(
    tx,
    scope.clinicId,
    records.map((record) => record.id),
  );
  const owed: OwedLine[] = [];
  for (const treatment of records) {
    const own = lines.filter((line) => line.treatmentId === treatment.id);
    const current = treatment.id === visit.treatmentId;
    for (const due of owedOfLines(own, treatment.finalDiscountSatang)) {
      if (due.remainedSatang <= 0) continue;
      owed.push({
        line: due.line,
        treatment,
        current,
        discountSatang: due.line.discountSatang + due.shareSatang,
        remainedSatang: due.remainedSatang,
      });
    }
  }
  // The visit's own lines first, then the older debts, oldest first.
  return [...owed.filter((o) => o.current), ...owed.filter((o) => !o.current)];
}
