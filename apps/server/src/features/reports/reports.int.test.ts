import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '@yim/contract';
import { ARI, SIAM } from '../../test/appointment-fixture.ts';
import { CASH, TRANSFER, openReportFixture, type ReportFixture } from '../../test/report-fixture.ts';

// Issue 18: every report of spec clinic §7 against the hand-computed receipts of report-fixture.ts.

let x: ReportFixture;
const RANGE = { startDate: '2026-10-01', endDate: '2026-11-30' };

async function read<T>(
  endpoint: Parameters<ReportFixture['f']['t']['send']>[0],
  query: object,
  token?: string,
): Promise<T> {
  const response = await x.f.t.send(endpoint, { token: token ?? x.f.manager, params: SIAM, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data as T;
}

beforeAll(async () => {
  x = await openReportFixture();
}, 120_000);
afterAll(() => x.f.t.close());

describe('branchReceipt', () => {
  it('sums the live receipts per Bangkok day beside the lab costs', async () => {
    const data = await read<Record<string, unknown>>(reports.branchReceipt, RANGE);
    expect(data.totals).toMatchObject({
      receiptCount: 4,
      cancelledCount: 1,
      paid: 2856.15,
      overdue: 1307.7,
      labCost: 1500,
      labCount: 1,
      net: 1356.15,
    });
    expect(data.days).toEqual([
      { date: '2026-10-05', receiptCount: 2, paid: 1476.15, labCost: 0 },
      { date: '2026-10-20', receiptCount: 0, paid: 0, labCost: 1500 },
      { date: '2026-11-03', receiptCount: 1, paid: 1343.85, labCost: 0 },
      { date: '2026-11-10', receiptCount: 1, paid: 36.15, labCost: 0 },
    ]);
  });

  it('counts a receipt on its Bangkok day, not its UTC one (00:10 on 5 October is 4 October in UTC)', async () => {
    const data = await read<{ totals: { receiptCount: number; paid: number } }>(reports.branchReceipt, {
      startDate: '2026-10-05',
      endDate: '2026-10-05',
    });
    expect(data.totals).toMatchObject({ receiptCount: 2, paid: 1476.15 });
    const before = await read<{ totals: { receiptCount: number } }>(reports.branchReceipt, {
      startDate: '2026-10-04',
      endDate: '2026-10-04',
    });
    expect(before.totals.receiptCount).toBe(0);
  });

  it('shows another clinic none of it', async () => {
    const response = await x.f.t.send(reports.branchReceipt, { token: x.f.ariManager, params: ARI, query: RANGE });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json.data.totals).toMatchObject({ receiptCount: 0, paid: 0, labCost: 0 });
  });
});

describe('branchDoctorIncome', () => {
  it('gives each doctor their lines, the carried debt to whose record it is, and the fee share', async () => {
    const data = await read<{ doctors: object[]; totals: object }>(reports.branchDoctorIncome, RANGE);
    expect(data.doctors).toEqual([
      {
        doctorUid: x.f.doctorUid,
        doctorName: expect.any(String),
        receiptCount: 3,
        lineCount: 5,
        paid: 1916.15,
        feeSharePercent: 40,
        fee: 766.46,
      },
      {
        doctorUid: x.f.doctor2Uid,
        doctorName: expect.any(String),
        receiptCount: 2,
        lineCount: 3,
        paid: 940,
        feeSharePercent: 33.33,
        fee: 313.3,
      },
    ]);
    expect(data.totals).toEqual({ paid: 2856.15, fee: 1079.76 });
  });
});

describe('receiptItem', () => {
  it('sums paid lines by treatment and item, the best paid first', async () => {
    const data = await read<{ items: object[]; totals: object }>(reports.receiptItem, RANGE);
    expect(data.items).toEqual([
      { name: x.names.fill, nameEn: expect.any(String), quantity: 4, lineCount: 4, paid: 2711.55 },
      { name: x.names.drug, nameEn: expect.any(String), quantity: 40, lineCount: 4, paid: 144.6 },
    ]);
    expect(data.totals).toEqual({ paid: 2856.15 });
  });
});

describe('receiptPayment', () => {
  const method = (methodId: number, count: number, amount: number) =>
    expect.objectContaining({ methodId, count, amount });

  it('groups by day by default', async () => {
    const data = await read<{ groupBy: string; periods: { period: string; total: number }[]; total: number }>(
      reports.receiptPayment,
      RANGE,
    );
    expect(data.groupBy).toBe('day');
    expect(data.periods.map((p) => [p.period, p.total])).toEqual([
      ['2026-10-05', 1476.15],
      ['2026-11-03', 1343.85],
      ['2026-11-10', 36.15],
    ]);
    expect(data.total).toBe(2856.15);
  });

  it('groups by month and by week (from Monday), with each method', async () => {
    const months = await read<{ periods: object[]; methods: object[] }>(reports.receiptPayment, {
      ...RANGE,
      groupBy: 'month',
    });
    expect(months.periods).toEqual([
      { period: '2026-10-01', methods: [method(CASH, 2, 1036.15), method(TRANSFER, 1, 440)], total: 1476.15 },
      { period: '2026-11-01', methods: [method(CASH, 1, 36.15), method(TRANSFER, 1, 1343.85)], total: 1380 },
    ]);
    expect(months.methods).toEqual([method(CASH, 3, 1072.3), method(TRANSFER, 2, 1783.85)]);
    const weeks = await read<{ periods: { period: string }[] }>(reports.receiptPayment, { ...RANGE, groupBy: 'week' });
    expect(weeks.periods.map((p) => p.period)).toEqual(['2026-10-05', '2026-11-02', '2026-11-09']);
  });
});

describe('branchReceiptItemOverdue', () => {
  it('lists what is still owed: not a debt paid on a later receipt, not a cancelled receipt', async () => {
    const data = await read<{ lines: object[]; totals: object }>(reports.branchReceiptItemOverdue, RANGE);
    expect(data.lines).toEqual([
      expect.objectContaining({
        receiptId: x.receiptIds.e,
        receiptDate: '2026-11-10',
        patientId: x.patient1,
        name: x.names.fill,
        amount: 903.85,
        paid: 0,
        remained: 903.85,
      }),
    ]);
    expect(data.totals).toEqual({ remained: 903.85 });
  });

  it('leaves out October’s debt that a November receipt paid, whatever the range', async () => {
    const october = await read<{ lines: object[] }>(reports.branchReceiptItemOverdue, {
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(october.lines).toEqual([]);
  });
});

describe('patient reports', () => {
  it('patientReceipt lists the patient’s receipts, the cancelled one marked and left out of the total', async () => {
    const data = await read<{ receipts: { id: number; isCancelled: boolean; paid: number }[]; totals: object }>(
      reports.patientReceipt,
      { ...RANGE, patientId: x.patient1 },
    );
    expect(data.receipts.map((r) => [r.id, r.isCancelled, r.paid])).toEqual([
      [x.receiptIds.a, false, 940],
      [x.receiptIds.c, true, 940],
      [x.receiptIds.e, false, 36.15],
    ]);
    expect(data.totals).toEqual({ paid: 976.15 });
  });

  it('patientReceiptItem lists the lines of the live receipts, the carried one included', async () => {
    const data = await read<{ lines: { receiptId: number; paid: number }[]; totals: object }>(
      reports.patientReceiptItem,
      { ...RANGE, patientId: x.patient2 },
    );
    expect(data.lines.map((l) => [l.receiptId, l.paid])).toEqual([
      [x.receiptIds.b, 500],
      [x.receiptIds.b, 36.15],
      [x.receiptIds.d, 903.85],
      [x.receiptIds.d, 36.15],
      [x.receiptIds.d, 403.85],
    ]);
    expect(data.totals).toEqual({ paid: 1880 });
  });
  it("names the patient with the title's name, not its stored id", async () => {
    await x.f.t.db.owner.execute(sql`update patients set title_name_th = '3' where id = ${x.patient2}`);
    const data = await read<{ lines: { patientName: string }[] }>(reports.patientReceiptItem, {
      ...RANGE,
      patientId: x.patient2,
    });
    expect(data.lines[0]!.patientName).toBe('นางสาวรายงาน ทดสอบสอง');
  });
});

describe('personalIncome', () => {
  it('gives a doctor their own income per day and per item, with their fee', async () => {
    const data = await read<{ doctor: object; days: object[]; items: object[] }>(
      reports.personalIncome,
      RANGE,
      x.f.doctor,
    );
    expect(data.doctor).toMatchObject({ doctorUid: x.f.doctorUid, paid: 1916.15, feeSharePercent: 40, fee: 766.46 });
    expect(data.days).toEqual([
      { date: '2026-10-05', lineCount: 2, paid: 940 },
      { date: '2026-11-03', lineCount: 2, paid: 940 },
      { date: '2026-11-10', lineCount: 1, paid: 36.15 },
    ]);
    expect(data.items).toEqual([
      expect.objectContaining({ name: x.names.fill, paid: 1807.7 }),
      expect.objectContaining({ name: x.names.drug, paid: 108.45 }),
    ]);
  });

  it('lets a manager name a doctor, refuses a doctor asking for a colleague', async () => {
    const data = await read<{ doctor: object }>(reports.personalIncome, { ...RANGE, doctorUid: x.f.doctor2Uid });
    expect(data.doctor).toMatchObject({ doctorUid: x.f.doctor2Uid, paid: 940, fee: 313.3 });
    const refused = await x.f.t.send(reports.personalIncome, {
      token: x.f.doctor,
      params: SIAM,
      query: { ...RANGE, doctorUid: x.f.doctor2Uid },
    });
    expect([refused.statusCode, refused.json.errorCode]).toEqual([403, 'PERMISSION_DENIED']);
  });

  it('answers a zero income for a doctor without receipts in the range', async () => {
    const data = await read<{ doctor: object; days: object[] }>(
      reports.personalIncome,
      { startDate: '2025-01-01', endDate: '2025-01-31' },
      x.f.doctor,
    );
    expect(data.doctor).toMatchObject({ paid: 0, fee: 0, receiptCount: 0 });
    expect(data.days).toEqual([]);
  });
});

describe('access and validation', () => {
  it('refuses a doctor the branch reports (403), though the route guard lets one open the page', async () => {
    for (const endpoint of [reports.branchReceipt, reports.branchDoctorIncome, reports.receiptPayment]) {
      const response = await x.f.t.send(endpoint, { token: x.f.doctor, params: SIAM, query: RANGE });
      expect([response.statusCode, response.json.errorCode], endpoint.id).toEqual([403, 'PERMISSION_DENIED']);
    }
  });

  it.each([
    ['a reversed range', { startDate: '2026-11-30', endDate: '2026-10-01' }],
    ['a range over a year', { startDate: '2025-01-01', endDate: '2026-01-02' }],
    ['an impossible date', { startDate: '2026-02-30', endDate: '2026-03-01' }],
    ['a missing end', { startDate: '2026-10-01' }],
    ['a control character', { startDate: '2026-10-01\u0000', endDate: '2026-10-02' }],
    ['an unknown grouping', { ...RANGE, groupBy: 'year' }],
  ])('answers 422 to %s', async (_label, query) => {
    const response = await x.f.t.send(reports.receiptPayment, { token: x.f.manager, params: SIAM, query });
    expect(response.statusCode, response.body).toBe(422);
  });

  it('takes a whole leap year and a day (366 days)', async () => {
    await read(reports.branchReceipt, { startDate: '2027-11-27', endDate: '2028-11-26' });
  });
});

describe('reconciliation with the receipts', () => {
  /** Satang summed straight from the receipt tables, the way an accountant would check. */
  async function ledger(range: { startDate: string; endDate: string }) {
    const rows = await x.f.t.db.owner.execute<{ receipts: string; items: string; payments: string }>(sql`
      with live as (
        select r.id, r.paid_satang from receipts r join branches b on b.id = r.branch_id
        where b.url = 'siam' and r.cancelled_at is null
          and (r.created_at at time zone 'Asia/Bangkok')::date between ${range.startDate}::date and ${range.endDate}::date
      )
      select (select coalesce(sum(paid_satang), 0) from live)::text as receipts,
             (select coalesce(sum(i.paid_satang), 0) from receipt_items i join live on live.id = i.receipt_id)::text as items,
             (select coalesce(sum(p.amount_satang), 0) from receipt_payments p join live on live.id = p.receipt_id)::text as payments`);
    const row = rows.rows[0]!;
    return { receipts: Number(row.receipts), items: Number(row.items), payments: Number(row.payments) };
  }
  const satang = (baht: number) => Math.round(baht * 100);

  it.each([
    ['the whole fixture', RANGE],
    ['one day', { startDate: '2026-10-05', endDate: '2026-10-05' }],
    ['a month', { startDate: '2026-11-01', endDate: '2026-11-30' }],
  ])(
    'every report sums to the receipts over %s, cancelled receipts left out, carried debts counted once',
    async (_l, range) => {
      const book = await ledger(range);
      expect(book.items).toBe(book.receipts);
      expect(book.payments).toBe(book.receipts);
      const branch = await read<{ totals: { paid: number }; days: { paid: number }[] }>(reports.branchReceipt, range);
      const doctors = await read<{ doctors: { paid: number }[]; totals: { paid: number } }>(
        reports.branchDoctorIncome,
        range,
      );
      const items = await read<{ items: { paid: number }[]; totals: { paid: number } }>(reports.receiptItem, range);
      const payments = await read<{ total: number; methods: { amount: number }[] }>(reports.receiptPayment, range);
      const sumOf = (values: number[]) => values.reduce((total, v) => total + satang(v), 0);
      expect(satang(branch.totals.paid)).toBe(book.receipts);
      expect(sumOf(branch.days.map((d) => d.paid))).toBe(book.receipts);
      expect(sumOf(doctors.doctors.map((d) => d.paid))).toBe(book.receipts);
      expect(satang(doctors.totals.paid)).toBe(book.receipts);
      expect(sumOf(items.items.map((i) => i.paid))).toBe(book.receipts);
      expect(satang(payments.total)).toBe(book.receipts);
      expect(sumOf(payments.methods.map((m) => m.amount))).toBe(book.receipts);
    },
  );

  it('the fixture’s hand sum: 940 + 536.15 + 1,343.85 + 36.15, without the cancelled 940', async () => {
    expect((await ledger(RANGE)).receipts).toBe(285_615);
  });
});
