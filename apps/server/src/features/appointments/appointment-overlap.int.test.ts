import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, ZAppointmentInput, addDays, bangkokDate } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { bookAppointment } from './book-appointment.service.ts';
import { moveAppointment } from './move-appointment.service.ts';

// Two bookings of one slot at the same moment both pass every check a service could make before
// writing; only the database's exclusion constraints can keep one of them out. PGlite runs one
// transaction at a time, so the race exists only on PostgreSQL (TEST_DATABASE_URL), pool of 24.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PARALLEL = 20;

let testDb: TestDatabase;
let scope: BranchScope;
let userId: string;
let roomIds: number[];
let doctorUid: string;

beforeAll(async () => {
  testDb = await createTestDatabase({ poolMax: 24 });
  const [row] = (
    await testDb.db.owner.execute<{ clinic_id: number; branch_id: number; user_id: string; doctor_uid: string }>(sql`
      select b.clinic_id, b.id as branch_id, u.id as user_id, d.id as doctor_uid
      from branches b join clinics c on c.id = b.clinic_id, users u, users d
      where c.url = 'yim-demo' and b.url = 'siam' and u.email = 'counter@demo.yim.test'
        and d.email = 'doctor@demo.yim.test'`)
  ).rows;
  scope = {
    clinicId: row!.clinic_id,
    branchId: row!.branch_id,
    clinicUrl: 'yim-demo',
    branchUrl: 'siam',
    roleIds: [ROLE.COUNTER],
  };
  userId = row!.user_id;
  doctorUid = row!.doctor_uid;
  const rooms = await testDb.db.owner.execute<{ id: number }>(
    sql`select id from rooms where branch_id = ${scope.branchId} order by sort_order`,
  );
  roomIds = rooms.rows.map((r) => Number(r.id));
});
afterAll(() => testDb.drop());

const at = (day: string, time: string) => `${day}T${time}:00+07:00`;

/** Runs `work` in its own request transaction, as the registrar would, and says how it ended. */
function inRequest<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return testDb.db.run({ clinicId: scope.clinicId, userId }, async (tx) => {
    const result = await work(tx);
    // Hold the transaction open a moment so the others really overlap with it.
    await tx.execute(sql`select pg_sleep(0.01)`);
    return result;
  });
}

function errorCodes(outcomes: PromiseSettledResult<unknown>[]) {
  return outcomes
    .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
    .map((o) => (o.reason instanceof AppError ? o.reason.code : String(o.reason)));
}

describe.skipIf(!onPostgres)('overlap under concurrency (PostgreSQL only: PGlite serialises transactions)', () => {
  it(`gives exactly one success among ${PARALLEL} parallel bookings of one room's slot, the rest APPT-OVERLAP`, async () => {
    const day = addDays(bangkokDate(), 40);
    const outcomes = await Promise.allSettled(
      Array.from({ length: PARALLEL }, (_, i) =>
        inRequest((tx) =>
          bookAppointment(
            { tx, branch: scope, userId },
            // Each overlaps every other: starts 1 minute apart, 30 minutes long.
            ZAppointmentInput.parse({
              startDt: at(day, `10:${String(i).padStart(2, '0')}`),
              endDt: at(day, `10:${String(30 + i).padStart(2, '0')}`),
              roomId: roomIds[0],
              confirmOutsideHours: true,
            }),
          ),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(errorCodes(outcomes)).toEqual(Array.from({ length: PARALLEL - 1 }, () => 'APPT-OVERLAP'));
    const stored = await testDb.db.owner.execute<{ n: number }>(
      sql`select count(*)::int as n from appointments where room_id = ${roomIds[0]!}
          and starts_at >= ${at(day, '00:00')}::timestamptz and starts_at < ${at(addDays(day, 1), '00:00')}::timestamptz`,
    );
    expect(Number(stored.rows[0]!.n)).toBe(1);
  });

  it('keeps one doctor in one place when parallel bookings and moves race for the same time in different rooms', async () => {
    const day = addDays(bangkokDate(), 41);
    // Two appointments of other doctors-less rooms, each moved onto the doctor's 14:00 in parallel
    // with fresh bookings of the doctor in the third room.
    const movable = await Promise.all(
      [0, 1].map((i) =>
        inRequest((tx) =>
          bookAppointment(
            { tx, branch: scope, userId },
            ZAppointmentInput.parse({
              startDt: at(day, `0${8 + i}:00`),
              endDt: at(day, `0${8 + i}:30`),
              roomId: roomIds[i],
              confirmOutsideHours: true,
            }),
          ),
        ),
      ),
    );
    const contenders = [
      ...movable.map((appointment, i) =>
        inRequest((tx) =>
          moveAppointment({ tx, branch: scope, userId }, appointment.id, {
            startDt: at(day, '14:00'),
            endDt: at(day, '14:30'),
            roomId: roomIds[i]!,
            doctorUid,
            confirmOutsideHours: true,
          }),
        ),
      ),
      ...Array.from({ length: 6 }, () =>
        inRequest((tx) =>
          bookAppointment(
            { tx, branch: scope, userId },
            ZAppointmentInput.parse({
              startDt: at(day, '14:15'),
              endDt: at(day, '14:45'),
              roomId: roomIds[2],
              doctorUid,
              confirmOutsideHours: true,
            }),
          ),
        ),
      ),
    ];
    const outcomes = await Promise.allSettled(contenders);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(new Set(errorCodes(outcomes))).toEqual(new Set(['APPT-OVERLAP']));
  });
});
