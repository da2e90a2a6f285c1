import { addDays, APPOINTMENT_STATUS, bangkokDate, bangkokInstant } from '@yim/contract';
import type { Database } from '../../lib/db/database.ts';
import { seededRandom } from '../patients/patient-generator.service.ts';
import { generatedStatus, overlapsAny, planDay } from './appointment-generator.service.ts';
import {
  analyzeAppointments,
  findFirstBranchMember,
  insertAppointmentRows,
  insertRooms,
  lastRoomSortOrder,
  listApptTreatIds,
  listBranchPatientIds,
  listLiveRoomIds,
  listTakenPeriods,
} from './appointment-generator.repo.ts';
import { findBranchHours, listActiveDoctors } from './appointments.repo.ts';
import type { appointments } from './appointments.table.ts';

/** Where appointments are generated, and who books them (null: the branch's earliest member). */
export type AppointmentTarget = { clinicId: number; branchId: number; userId: string | null };

export type AppointmentGeneration = {
  /** About this many a day (±10 %), every day from `from` for `days` days. */
  perDay: number;
  days: number;
  /** The first day, YYYY-MM-DD (Bangkok). */
  from: string;
  /** The branch gets rooms until it has this many live ones; appointments use the first this many. */
  rooms: number;
  seed: number;
};

/** Rows per INSERT: about 14 values each, far under PostgreSQL's 65,535 parameters. */
const BATCH = 2000;
/** How many registered patients the days draw from. */
const PATIENT_POOL = 5000;

type Row = Omit<typeof appointments.$inferInsert, 'clinicId' | 'branchId'>;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Fills a branch's calendar for a demo or a benchmark (bench/appointment-week.mjs): rooms added
 * up to `rooms`, then `days` days of about `perDay` appointments each inside the branch's hours
 * (appointment-generator.service.ts plans them so that no room and no doctor is double-booked),
 * each with a registered patient of the branch and one of its appointment treatments. What is
 * already booked in the range (the demo's fortnight, an earlier run) is left alone: a generated
 * appointment that would overlap it is skipped. Rows go in as multi-row inserts of BATCH, inside
 * the clinic's RLS scope, without audit rows (bulk data, not bookings anyone made). Doctors'
 * working hours are not consulted; the branch's hours are. Same seed, same days.
 */
export async function createGeneratedAppointments(
  db: Database,
  target: AppointmentTarget,
  plan: AppointmentGeneration,
) {
  const scope = { clinicId: target.clinicId, branchId: target.branchId };
  const runAs = { clinicId: target.clinicId, userId: target.userId ?? undefined };
  const first = bangkokInstant(plan.from, '00:00');
  const end = bangkokInstant(addDays(plan.from, plan.days), '00:00');

  const context = await db.run(runAs, async (tx) => {
    let roomIds = await listLiveRoomIds(tx, scope);
    const roomsAdded = Math.max(0, plan.rooms - roomIds.length);
    if (roomsAdded > 0) {
      const after = await lastRoomSortOrder(tx, scope);
      await insertRooms(
        tx,
        scope,
        Array.from({ length: roomsAdded }, (_, i) => ({
          name: `ห้องทำฟัน ${roomIds.length + i + 1}`,
          sortOrder: after + i + 1,
        })),
      );
      roomIds = await listLiveRoomIds(tx, scope);
    }
    roomIds = roomIds.slice(0, plan.rooms);
    const doctors = (await listActiveDoctors(tx, scope)).map((doctor) => doctor.doctorUid);
    const hours = await findBranchHours(tx, scope);
    const author = target.userId ?? (await findFirstBranchMember(tx, scope));
    const patientIds = await listBranchPatientIds(tx, scope, PATIENT_POOL);
    const treatmentIds = await listApptTreatIds(tx, scope);
    const taken = await listTakenPeriods(tx, scope.clinicId, first, end, roomIds, doctors);
    return { roomIds, roomsAdded, doctors, hours, author, patientIds, treatmentIds, taken };
  });
  const { roomIds, doctors, hours, author, patientIds, treatmentIds } = context;
  if (!hours || !author) throw new Error('the branch has no hours or no member to book as');
  if (patientIds.length === 0) throw new Error('the branch has no registered patients: generate patients first');

  const takenBy = new Map<string, { start: number; end: number }[]>();
  for (const period of context.taken) {
    const span = { start: period.startsAt.getTime(), end: period.endsAt.getTime() };
    if (period.roomId !== null)
      takenBy.set(`room:${period.roomId}`, [...(takenBy.get(`room:${period.roomId}`) ?? []), span]);
    if (period.doctorUid !== null)
      takenBy.set(`doctor:${period.doctorUid}`, [...(takenBy.get(`doctor:${period.doctorUid}`) ?? []), span]);
  }
  const isFree = (key: string, start: number, stop: number) => !overlapsAny(takenBy.get(key) ?? [], start, stop);

  const random = seededRandom(plan.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const today = bangkokDate();
  const shape = {
    perDay: plan.perDay,
    rooms: roomIds.length,
    doctors: doctors.length,
    opening: minutesOf(hours.openingTime),
    closing: minutesOf(hours.closingTime),
  };
  const rows: Row[] = [];
  let skipped = 0;
  for (let offset = 0; offset < plan.days; offset += 1) {
    const day = addDays(plan.from, offset);
    const midnight = bangkokInstant(day, '00:00').getTime();
    const isPast = day < today;
    for (const planned of planDay(random, shape)) {
      const start = midnight + planned.startMinute * 60_000;
      const stop = start + planned.minutes * 60_000;
      const roomId = roomIds[planned.roomIndex]!;
      const doctorUid = planned.doctorIndex === null ? null : doctors[planned.doctorIndex]!;
      const statusId = generatedStatus(random, isPast);
      const patientId = pick(patientIds);
      const treatment = treatmentIds.length > 0 ? [pick(treatmentIds)] : [];
      // Drawn before the overlap check, so a skipped appointment leaves the next ones as they were.
      const hasReminder = random() < 0.5;
      if (
        !isFree(`room:${roomId}`, start, stop) ||
        (doctorUid !== null && !isFree(`doctor:${doctorUid}`, start, stop))
      ) {
        skipped += 1;
        continue;
      }
      const visited = statusId === APPOINTMENT_STATUS.PAID;
      rows.push({
        startsAt: new Date(start),
        endsAt: new Date(stop),
        roomId,
        doctorUid,
        patientId,
        statusId,
        aptTreatItems: treatment,
        rmdId: !isPast && hasReminder ? 6 : null,
        checkinAt: visited ? new Date(start - 10 * 60_000) : null,
        checkinBy: visited ? author : null,
        treatmentAt: visited ? new Date(stop) : null,
        createdBy: author,
        updatedBy: author,
      });
    }
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.run(runAs, (tx) => insertAppointmentRows(tx, scope, rows.slice(i, i + BATCH)));
  }
  await db.owner.transaction((owner) => analyzeAppointments(owner));
  return { created: rows.length, skipped, roomsAdded: context.roomsAdded, rooms: roomIds.length, days: plan.days };
}
