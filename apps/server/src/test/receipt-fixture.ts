import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  appointments,
  bangkokDate,
  receipts,
  treatments,
  type TReceipt,
  type TReceiptCheck,
  type TTreatment,
} from '@yim/contract';
import { SIAM, at, openAppointmentFixture, type AppointmentFixture } from './appointment-fixture.ts';

/** The demo's payment methods (config `payment_method`). */
export const CASH = 1;
export const TRANSFER = 2;

/** A visit's record as the receipts tests make it: 940 owed (see `treatedVisit`). */
export type TreatedVisit = { appointmentId: number; record: TTreatment };

/**
 * Visits to take payment for, for the receipts tests: the appointment fixture, checked-in visits
 * at Siam (one 15-minute slot after another, today), each with a record of a filling 1,200 − 200
 * and 10 × 4 of a drug, 100 off the bill: 940 owed.
 */
export type ReceiptFixture = AppointmentFixture & {
  checkedIn: () => Promise<number>;
  treatedVisit: () => Promise<TreatedVisit>;
  /** GET check: what the visit owes, as the payment screen reads it (the counter's). */
  owed: (appointmentId: number) => Promise<TReceiptCheck>;
  /** POST /api/receipt with an idempotency key (a new one unless given; `null` sends none). */
  pay: (payload: object, key?: string | null, token?: string) => ReturnType<AppointmentFixture['t']['send']>;
  /** The body that pays each owed line in full (or `share` of each) in cash. */
  fullPayment: (visit: TreatedVisit, lines: TReceiptCheck['lines'], share?: number) => PaymentBody;
  newKey: () => string;
  /** A treated visit paid in cash, `share` of each line (half unless given). */
  paidReceipt: (share?: number) => Promise<TReceipt>;
  countReceipts: (appointmentId: number) => Promise<number>;
  appointmentStatus: (appointmentId: number) => Promise<number>;
};

type PaymentBody = {
  appointmentId: number;
  treatment: { id: number; modifyDt: string };
  receipt: { items: { treatmentItemId: number; paid: number }[] };
  nextVisit: null;
  displayAmount: { id: number; amount: number }[];
};

export async function openReceiptFixture(): Promise<ReceiptFixture> {
  const f = await openAppointmentFixture();
  const owner = f.t.db.owner;
  const entry = async (kind: string, code: string) =>
    Number(
      (
        await owner.execute<{ id: number }>(
          sql`select e.id from master_entries e join branches b on b.id = e.branch_id
              where b.url = 'siam' and e.kind = ${kind} and e.code = ${code}`,
        )
      ).rows[0]!.id,
    );
  const ids = { fill: await entry('treat', 'FILL-CR2'), ibuprofen: await entry('item', 'IBU400') };
  let slot = 0;
  let keys = 0;
  const newKey = () => `receipt-fixture-${Date.now()}-${keys++}`;

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

  async function treatedVisit(): Promise<TreatedVisit> {
    const appointmentId = await checkedIn();
    const response = await f.t.send(treatments.create, {
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
    expect(response.statusCode, response.body).toBe(200);
    return { appointmentId, record: response.json.data };
  }

  async function owed(appointmentId: number): Promise<TReceiptCheck> {
    const response = await f.t.send(receipts.checkCreateReceipt, {
      token: f.counter,
      params: { ...SIAM, appointmentId },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json.data;
  }

  const pay: ReceiptFixture['pay'] = (payload, key = newKey(), token = f.counter) =>
    f.t.send(receipts.createReceipt, {
      token,
      params: SIAM,
      payload,
      headers: key === null ? {} : { 'idempotency-key': key },
    });

  function fullPayment({ appointmentId, record }: TreatedVisit, lines: TReceiptCheck['lines'], share = 1) {
    const items = lines.map((l) => ({
      treatmentItemId: l.treatmentItemId,
      paid: Math.round(l.remained * share * 100) / 100,
    }));
    const total = Math.round(items.reduce((s, i) => s + i.paid * 100, 0)) / 100;
    return {
      appointmentId,
      treatment: { id: record.id, modifyDt: record.modifyDt },
      receipt: { items },
      nextVisit: null,
      displayAmount: total > 0 ? [{ id: CASH, amount: total }] : [],
    };
  }

  async function paidReceipt(share = 0.5): Promise<TReceipt> {
    const visit = await treatedVisit();
    const paid = await pay(fullPayment(visit, (await owed(visit.appointmentId)).lines, share));
    expect(paid.statusCode, paid.body).toBe(200);
    return paid.json.data.receipt;
  }

  const countReceipts = async (appointmentId: number) =>
    Number(
      (
        await owner.execute<{ n: number }>(
          sql`select count(*)::int as n from receipts where appointment_id = ${appointmentId}`,
        )
      ).rows[0]!.n,
    );

  const appointmentStatus = async (id: number) =>
    Number(
      (await owner.execute<{ s: number }>(sql`select status_id as s from appointments where id = ${id}`)).rows[0]!.s,
    );

  return Object.assign(f, {
    checkedIn,
    treatedVisit,
    owed,
    pay,
    fullPayment,
    newKey,
    paidReceipt,
    countReceipts,
    appointmentStatus,
  });
}
