import { APPOINTMENT_STATUS, bahtToSatang, satangToBaht, sumSatang, ROLE } from '@yim/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../lib/db/database.ts';
import { appointments } from '../features/appointments/appointments.table.ts';
import { checkCreateReceipt } from '../features/receipts/check-receipt.service.ts';
import { createReceipt } from '../features/receipts/create-receipt.service.ts';
import type { VisitToPay } from './demo-treatments.ts';

type Who = { clinicId: number; branchId: number; clinicUrl: string; branchUrl: string; counter: string };

/** The counter took payment a few minutes after the chair. */
const AT_THE_COUNTER_MS = 10 * 60_000;

/**
 * Receipts for siam's paid past (issues 17 and 18), taken through the receipts feature as the
 * counter took them, on the day of each visit: numbered, settling the treatment lines, closing
 * the visit, audited. So the demo's reports, receipt list and overdue carry real figures: most
 * visits paid in cash, some by transfer or split, and every sixth leaves its last line owed, to
 * be paid with the patient's next visit.
 */
export async function insertDemoReceipts(tx: Tx, who: Who, visits: readonly VisitToPay[]): Promise<number> {
  const branch = { ...who, roleIds: [ROLE.COUNTER] };
  const writer = { tx, branch, userId: who.counter };
  let made = 0;
  for (const [index, visit] of [...visits].sort((a, b) => a.at.getTime() - b.at.getTime()).entries()) {
    // Back at the counter, as on that day: the seed wrote the visit as it ended, paid.
    await tx
      .update(appointments)
      .set({ statusId: APPOINTMENT_STATUS.WAITING_FOR_PAYMENT })
      .where(and(eq(appointments.clinicId, who.clinicId), eq(appointments.id, visit.appointmentId)));
    const check = await checkCreateReceipt(tx, branch, visit.appointmentId);
    if (!check.treatment || check.lines.length === 0) throw new Error(`visit ${visit.appointmentId} owes nothing`);
    const leavesOwed = index % 6 === 5 && check.lines.filter((l) => l.current).length > 1;
    const lastOwn = check.lines.filter((l) => l.current).at(-1);
    const paid = check.lines.filter((line) => !(leavesOwed && line === lastOwn));
    const totalSatang = sumSatang(paid.map((line) => bahtToSatang(line.remained)));
    const [cash, transfer] = check.paymentMethods;
    if (!cash || !transfer) throw new Error('the demo branch takes cash and transfer');
    const halfSatang = Math.floor(totalSatang / 2);
    const displayAmount =
      index % 4 === 1
        ? [
            { id: cash.id, amount: satangToBaht(halfSatang) },
            { id: transfer.id, amount: satangToBaht(totalSatang - halfSatang) },
          ]
        : [{ id: index % 3 === 0 ? transfer.id : cash.id, amount: satangToBaht(totalSatang) }];
    const created = await createReceipt(
      writer,
      {
        appointmentId: visit.appointmentId,
        treatment: check.treatment,
        receipt: { items: paid.map((line) => ({ treatmentItemId: line.treatmentItemId, paid: line.remained })) },
        nextVisit: null,
        displayAmount,
      },
      new Date(visit.at.getTime() + AT_THE_COUNTER_MS),
    );
    if (typeof created === 'string') throw new Error(`visit ${visit.appointmentId}: ${created}`);
    made += 1;
  }
  return made;
}
