import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { appointments, bangkokDate, receipts, treatments, type TReceipt } from '@yim/contract';
import { SIAM, at, openAppointmentFixture, type AppointmentFixture } from './appointment-fixture.ts';

/**
 * Paid visits for the receipts tests beyond taking payment (reprint, PDF): the appointment
 * fixture, a checked-in visit with a record (a filling 1,200 − 200 and 10 × 4 of a drug, 100 off
 * the bill: 940 owed), paid in part in cash so that something is still owed.
 */
export type ReceiptFixture = AppointmentFixture & { paidReceipt: (share?: number) => Promise<TReceipt> };

const CASH = 1;

export async function openReceiptFixture(): Promise<ReceiptFixture> {
  const f = await openAppointmentFixture();
  const entry = async (kind: string, code: string) =>
    Number(
      (
        await f.t.db.owner.execute<{ id: number }>(
          sql`select e.id from master_entries e join branches b on b.id = e.branch_id
              where b.url = 'siam' and e.kind = ${kind} and e.code = ${code}`,
        )
      ).rows[0]!.id,
    );
  const ids = { fill: await entry('treat', 'FILL-CR2'), ibuprofen: await entry('item', 'IBU400') };
  let slot = 0;
  let keys = 0;

  async function checkedIn(): Promise<number> {
    const minutes = 60 + 15 * slot++;
    const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const day = bangkokDate();
    const booked = await f.booked({
      startDt: at(day, time(minutes)),
      endDt: at(day, time(minutes + 15)),
      roomId: f.rooms.siam[0],
      patientId: f.patientId,
      confirmOutsideHours: true,
    });
    const checked = await f.t.send(appointments.checkIn, {
      token: f.counter,
      params: { ...SIAM, id: booked.id },
      payload: {},
    });
    expect(checked.statusCode, checked.body).toBe(200);
    return booked.id;
  }

  async function paidReceipt(share = 0.5): Promise<TReceipt> {
    const appointmentId = await checkedIn();
    const created = await f.t.send(treatments.create, {
      token: f.doctor,
      params: SIAM,
      payload: {
        appointmentId,
        doctorUid: f.doctorUid,
        finalDiscount: 100,
        lines: [
          { kind: 'treatment', masterId: ids.fill, teeth: ['36'], price: 1200, discount: 200 },
          { kind: 'item', masterId: ids.ibuprofen, quantity: 10, price: 4 },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json.data;
    const owed = await f.t.send(receipts.checkCreateReceipt, { token: f.counter, params: { ...SIAM, appointmentId } });
    const items = (owed.json.data.lines as { treatmentItemId: number; remained: number }[]).map((l) => ({
      treatmentItemId: l.treatmentItemId,
      paid: Math.round(l.remained * share * 100) / 100,
    }));
    const total = Math.round(items.reduce((s, i) => s + i.paid * 100, 0)) / 100;
    const paid = await f.t.send(receipts.createReceipt, {
      token: f.counter,
      params: SIAM,
      payload: {
        appointmentId,
        treatment: { id: record.id, modifyDt: record.modifyDt },
        receipt: { items },
        nextVisit: null,
        displayAmount: total > 0 ? [{ id: CASH, amount: total }] : [],
      },
      headers: { 'idempotency-key': `receipt-fixture-${Date.now()}-${keys++}` },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return paid.json.data.receipt;
  }

  return Object.assign(f, { paidReceipt });
}
