import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bangkokDate } from '@yim/contract';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { findGenerationTarget } from '../patients/generate-patients.service.ts';
import { createGeneratedAppointments } from './generate-appointments.service.ts';

// The calendar generator of the benchmarks (bench/appointment-week.mjs) on the seeded demo: the
// counts it promises, and no two live appointments of a room or a doctor overlapping, around
// the demo's own fortnight too (the exclusion constraints would refuse the insert otherwise).

let testDb: TestDatabase;
let target: { clinicId: number; branchId: number };

beforeAll(async () => {
  testDb = await createTestDatabase();
  const found = await findGenerationTarget(testDb.db, 'yim-demo', 'siam');
  if (!found) throw new Error('no yim-demo/siam in the seeded database');
  target = found;
});

afterAll(async () => {
  await testDb.drop();
});

async function count(query: ReturnType<typeof sql>) {
  const { rows } = await testDb.db.owner.execute<{ n: number }>(query);
  return Number(rows[0]?.n ?? -1);
}

describe('createGeneratedAppointments', () => {
  it('adds the rooms and books about perDay a day, inside the hours, overlapping nothing', async () => {
    const today = bangkokDate();
    const from = addDays(today, -3);
    const days = 5;
    const inRange = sql`branch_id = ${target.branchId} and cancelled_at is null
      and starts_at >= ${from}::date::timestamp at time zone 'Asia/Bangkok'
      and starts_at < ${addDays(from, days)}::date::timestamp at time zone 'Asia/Bangkok'`;
    const before = await count(sql`select count(*)::int as n from appointments where ${inRange}`);

    const result = await createGeneratedAppointments(
      testDb.db,
      { ...target, userId: null },
      { perDay: 40, days, from, rooms: 6, seed: 11 },
    );

    expect(result.roomsAdded).toBe(3); // siam is seeded with 3
    expect(
      await count(
        sql`select count(*)::int as n from rooms where branch_id = ${target.branchId} and deleted_at is null`,
      ),
    ).toBe(6);
    // The demo's fortnight already holds part of rooms 1–3 and both doctors: those are skipped.
    expect(result.skipped).toBeGreaterThan(0);
    expect(result.created + result.skipped).toBeGreaterThanOrEqual(36 * days);
    expect(result.created + result.skipped).toBeLessThanOrEqual(44 * days);
    expect(await count(sql`select count(*)::int as n from appointments where ${inRange}`)).toBe(
      before + result.created,
    );
    // Every room is used, each day; the new rooms hold only generated rows, about 40/6 a day.
    expect(await count(sql`select count(distinct room_id)::int as n from appointments where ${inRange}`)).toBe(6);

    const overlaps = (holder: string) =>
      count(sql`select count(*)::int as n from appointments a join appointments b
        on a.id < b.id and a.${sql.raw(holder)} = b.${sql.raw(holder)}
        and a.starts_at < b.ends_at and b.starts_at < a.ends_at
        where a.clinic_id = ${target.clinicId} and a.cancelled_at is null and b.cancelled_at is null`);
    expect(await overlaps('room_id')).toBe(0);
    expect(await overlaps('doctor_uid')).toBe(0);
    // siam opens 09:00–20:00 (Bangkok).
    expect(
      await count(sql`select count(*)::int as n from appointments where ${inRange} and
        ((starts_at at time zone 'Asia/Bangkok')::time < '09:00' or (ends_at at time zone 'Asia/Bangkok')::time > '20:00'
         or (ends_at at time zone 'Asia/Bangkok')::date <> (starts_at at time zone 'Asia/Bangkok')::date)`),
    ).toBe(0);
  });

  it('makes the same days from the same seed, and a second run books nothing over the first', async () => {
    const from = addDays(bangkokDate(), 100);
    const plan = { perDay: 30, days: 2, from, rooms: 6, seed: 5 };
    const first = await createGeneratedAppointments(testDb.db, { ...target, userId: null }, plan);
    expect(first.skipped).toBe(0);
    expect(first.created).toBeGreaterThanOrEqual(54);
    const again = await createGeneratedAppointments(testDb.db, { ...target, userId: null }, plan);
    // Same seed, same plan: every appointment meets its twin, so all are skipped.
    expect(again).toMatchObject({ created: 0, skipped: first.created, roomsAdded: 0 });
  });
});
