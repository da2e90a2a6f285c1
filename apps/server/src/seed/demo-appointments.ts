import { addDays, bangkokDate, bangkokInstant } from '@yim/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../lib/db/database.ts';
import { appointments } from '../features/appointments/appointments.table.ts';
import { rooms } from '../features/clinics/clinics.table.ts';
import { masterEntries } from '../features/masters/master-lists.table.ts';
import { patients } from '../features/patients/patients.table.ts';

type Who = { clinicId: number; branchId: number; counter: string; doctor: string; doctor2: string };

/** The days around today the demo calendar fills: a week back, a week ahead. */
const DAYS_BACK = 7;
const DAYS_AHEAD = 7;

/** A small deterministic generator, so every machine's demo has the same week (given the day). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * A fortnight of siam's appointments around the day the demo is seeded (issue 10): three rooms,
 * 09:00–18:00 (the branch's own hours leave the evening free for trying things), the demo doctor
 * in room 1, doctor2 in room 3 on the days they work, the hygienist's room 2 without a doctor.
 * The past came (paid, a few did not come), today is under way, tomorrow has calls still to make
 * and reminders set, the days after are booked and partly confirmed.
 */
export async function insertDemoAppointments(tx: Tx, who: Who, now = new Date()) {
  const roomIds = (
    await tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.branchId, who.branchId), isNull(rooms.deletedAt)))
      .orderBy(asc(rooms.sortOrder))
  ).map((r) => r.id);
  const patientIds = (
    await tx
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.registeredBranchId, who.branchId), isNull(patients.deletedAt)))
      .orderBy(asc(patients.id))
      .limit(200)
  ).map((p) => p.id);
  const treatmentIds = (
    await tx
      .select({ id: masterEntries.id })
      .from(masterEntries)
      .where(and(eq(masterEntries.branchId, who.branchId), eq(masterEntries.kind, 'apptTreat')))
  ).map((e) => e.id);
  if (roomIds.length < 3 || patientIds.length === 0 || treatmentIds.length === 0) {
    throw new Error('the demo appointments need the seeded rooms, patients and appointment treatments');
  }
  const random = sequence(20_261_126);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const today = bangkokDate(now);
  const rows: (typeof appointments.$inferInsert)[] = [];
  for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset += 1) {
    const day = addDays(today, offset);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0) continue; // Closed on Sundays.
    const doctor2Works = [2, 4, 6].includes(weekday);
    const plans = [
      { room: roomIds[0]!, doctor: weekday >= 1 && weekday <= 5 ? who.doctor : null, from: 10 * 60, step: 45 },
      { room: roomIds[1]!, doctor: null, from: 9 * 60, step: 60 },
      { room: roomIds[2]!, doctor: doctor2Works ? who.doctor2 : null, from: 13 * 60, step: 60 },
    ];
    for (const plan of plans) {
      for (let start = plan.from; start + 30 <= 18 * 60; start += plan.step) {
        if (random() < 0.25) continue; // Gaps, as real days have.
        const startsAt = bangkokInstant(day, clock(start));
        const endsAt = new Date(startsAt.getTime() + (plan.step >= 60 ? 45 : 30) * 60_000);
        rows.push({
          clinicId: who.clinicId,
          branchId: who.branchId,
          startsAt,
          endsAt,
          roomId: plan.room,
          doctorUid: plan.doctor,
          patientId: pick(patientIds),
          aptTreatItems: [pick(treatmentIds)],
          createdBy: who.counter,
          updatedBy: who.counter,
          ...visitState(offset, startsAt, endsAt, now, random, who.counter),
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 200) await tx.insert(appointments).values(rows.slice(i, i + 200));
  return rows.length;
}

/** Where the visit stands, by the day: done in the past, under way today, to confirm ahead. */
function visitState(offset: number, startsAt: Date, endsAt: Date, now: Date, random: () => number, counter: string) {
  const arrived = (minutesEarly: number) => ({
    checkinAt: new Date(startsAt.getTime() - minutesEarly * 60_000),
    checkinBy: counter,
  });
  if (offset < 0) {
    if (random() < 0.1) return { statusId: 2 }; // Did not come.
    return { statusId: 7, ...arrived(Math.round(random() * 30) - 15), treatmentAt: endsAt };
  }
  if (offset === 0) {
    if (endsAt <= now) return { statusId: 6, ...arrived(5), treatmentAt: endsAt };
    if (startsAt <= now) return { statusId: 5, ...arrived(2) };
    return { statusId: 2, rmdId: 1 };
  }
  if (offset === 1) return random() < 0.5 ? { statusId: 1, rmdId: 6 } : { statusId: 2, rmdId: 6 };
  return { statusId: random() < 0.4 ? 2 : 1, rmdId: random() < 0.5 ? 6 : null };
}
