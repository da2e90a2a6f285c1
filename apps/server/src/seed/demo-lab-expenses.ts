import { addDays, bangkokDate, ROLE, satangToBaht, type LabExpenseStatus } from '@yim/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../lib/db/database.ts';
import { cancelLabExpenseRecord, createLabExpense } from '../features/lab/record-lab-expense.service.ts';
import { masterEntries } from '../features/masters/master-lists.table.ts';
import { treatments } from '../features/treatments/treatments.table.ts';

type Who = { clinicId: number; branchId: number; clinicUrl: string; branchUrl: string; counter: string };

/** What the doctors of siam sent out after their visits, in turn (demo-lab-catalogue.ts codes). */
const ORDERS: readonly { code: string; description: string }[] = [
  { code: 'SDL-ZR', description: 'ซี่ 36 สี A2' },
  { code: 'SDL-PFM', description: 'ซี่ 46 สี A3' },
  { code: 'OL-HAWLEY', description: 'รีเทนเนอร์บน หลังถอดเครื่องมือ' },
  { code: 'SDL-EMAX', description: 'ซี่ 11 สี B1' },
  { code: 'CP-RPD-AC', description: 'ฟันปลอมบางส่วนล่าง 3 ซี่' },
  { code: 'SDL-TEMP', description: 'ซี่ 26 ระหว่างรอครอบจริง' },
];

/** Days a lab takes (the due date), and how long after sending the work came back. */
const LAB_DAYS = 7;
const BACK_AFTER_DAYS = 5;
/** The demo shows one expense cancelled: the patient changed the plan before the lab started. */
const CANCELLED_INDEX = 2;

function statusAt(sentDate: string, today: string): { status: LabExpenseStatus; receivedDate: string | null } {
  const receivedDate = addDays(sentDate, BACK_AFTER_DAYS);
  if (receivedDate > today) return { status: 'sent', receivedDate: null };
  // Fitted when the patient came back a day or more after the work arrived.
  return { status: addDays(receivedDate, 1) <= today ? 'fitted' : 'received', receivedDate };
}

/**
 * Lab work for siam's paid visits (issue 18), recorded by the counter through the lab feature on
 * the day of each visit: so the lab list, its totals and the branch report's lab cost are not
 * empty in the demo. One visit in three sent work out; it is sent, back or fitted by its age.
 */
export async function insertDemoLabExpenses(tx: Tx, who: Who): Promise<number> {
  const branch = { ...who, roleIds: [ROLE.COUNTER] };
  const writer = { tx, branch, userId: who.counter };
  const visits = await tx
    .select({ patientId: treatments.patientId, doctorUid: treatments.doctorUid, paidAt: treatments.paidAt })
    .from(treatments)
    .where(
      and(eq(treatments.clinicId, who.clinicId), eq(treatments.branchId, who.branchId), isNotNull(treatments.paidAt)),
    )
    .orderBy(asc(treatments.paidAt), asc(treatments.id));
  const products = await tx
    .select({ id: masterEntries.id, code: masterEntries.code, priceSatang: masterEntries.priceSatang })
    .from(masterEntries)
    .where(
      and(
        eq(masterEntries.clinicId, who.clinicId),
        eq(masterEntries.branchId, who.branchId),
        eq(masterEntries.kind, 'lab'),
        inArray(
          masterEntries.code,
          ORDERS.map((order) => order.code),
        ),
      ),
    );
  const productOf = new Map(products.map((product) => [product.code, product]));
  const today = bangkokDate();
  let made = 0;
  for (const [index, visit] of visits.filter((_, i) => i % 3 === 0).entries()) {
    const order = ORDERS[index % ORDERS.length]!;
    const product = productOf.get(order.code);
    if (!product) throw new Error(`the demo lab catalogue lacks ${order.code}`);
    // The query kept paid visits only; the column's type does not know it.
    const sentDate = bangkokDate(visit.paidAt!);
    const created = await createLabExpense(writer, {
      patientId: visit.patientId,
      doctorUid: visit.doctorUid,
      productId: product.id,
      description: order.description,
      cost: satangToBaht(product.priceSatang ?? 0),
      sentDate,
      dueDate: addDays(sentDate, LAB_DAYS),
      ...statusAt(sentDate, today),
      note: '',
    });
    if (index === CANCELLED_INDEX) {
      await cancelLabExpenseRecord(writer, created.id, { reason: 'ผู้ป่วยเปลี่ยนแผนการรักษา' });
    }
    made += 1;
  }
  return made;
}
