import { APPOINTMENT_STATUS } from '@yim/contract';

/** One generated appointment of a day: its room and doctor by position, its time in minutes of the day. */
export type PlannedAppointment = {
  roomIndex: number;
  /** The doctor by position in the branch's doctors, or null (a hygienist's chair). */
  doctorIndex: number | null;
  startMinute: number;
  minutes: number;
};

export type DayShape = {
  /** About this many appointments (±10 %), spread over the rooms. */
  perDay: number;
  rooms: number;
  doctors: number;
  /** The branch's hours, minutes after midnight: nothing starts before or ends after them. */
  opening: number;
  closing: number;
};

type Random = () => number;

/** The slot every time is a multiple of (the branch default of 15 minutes, the calendar's step). */
const SLOT = 15;
/** Lengths in slots, weighted as a day at a dental chair goes: checks, fillings, a root canal. */
const LENGTHS: readonly number[] = [1, 2, 2, 2, 3, 3, 4];

/**
 * One day of a busy branch: each room's appointments one after the other with random gaps, all
 * inside the branch's hours, so no two of a room overlap. Doctor i works in room i the whole
 * day (rooms past the doctors have none), so no two of a doctor overlap either: the exclusion
 * constraints of migration 0023 hold by construction. Deterministic for a given `random`.
 */
export function planDay(random: Random, shape: DayShape): PlannedAppointment[] {
  const open = Math.floor((shape.closing - shape.opening) / SLOT);
  if (open <= 0 || shape.rooms <= 0) return [];
  const wanted = Math.min(open * shape.rooms, Math.round(shape.perDay * (0.9 + 0.2 * random())));
  const perRoom = Array.from({ length: shape.rooms }, () => Math.floor(wanted / shape.rooms));
  for (let left = wanted % shape.rooms; left > 0;) {
    const room = Math.floor(random() * shape.rooms);
    if (perRoom[room]! === Math.floor(wanted / shape.rooms)) {
      perRoom[room]! += 1;
      left -= 1;
    }
  }
  const planned: PlannedAppointment[] = [];
  perRoom.forEach((count, roomIndex) => {
    const lengths = Array.from({ length: count }, () => LENGTHS[Math.floor(random() * LENGTHS.length)]!);
    // A full room: shorten the longest until the day holds them all.
    let total = lengths.reduce((sum, n) => sum + n, 0);
    while (total > open) {
      const longest = lengths.indexOf(Math.max(...lengths));
      lengths[longest]! -= 1;
      total -= 1;
    }
    // What is left of the day falls as gaps before, between and after the appointments.
    const gaps = Array.from({ length: count + 1 }, () => 0);
    for (let slack = open - total; slack > 0; slack -= 1) gaps[Math.floor(random() * gaps.length)]! += 1;
    let slot = 0;
    lengths.forEach((length, i) => {
      slot += gaps[i]!;
      planned.push({
        roomIndex,
        doctorIndex: roomIndex < shape.doctors ? roomIndex : null,
        startMinute: shape.opening + slot * SLOT,
        minutes: length * SLOT,
      });
      slot += length;
    });
  });
  return planned;
}

/** Where a generated visit stands: the past came and paid (a few did not come), the rest is booked. */
export function generatedStatus(random: Random, isPast: boolean) {
  if (isPast) return random() < 0.1 ? APPOINTMENT_STATUS.CONFIRMED : APPOINTMENT_STATUS.PAID;
  return random() < 0.5 ? APPOINTMENT_STATUS.CONFIRMED : APPOINTMENT_STATUS.UNCONFIRMED;
}

/** Whether [start, end) meets a period of `taken` (sorted by start, not overlapping each other). */
export function overlapsAny(taken: readonly { start: number; end: number }[], start: number, end: number): boolean {
  let low = 0;
  let high = taken.length;
  // The last period that starts before `end` is the only one that can reach past `start`.
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (taken[mid]!.start < end) low = mid + 1;
    else high = mid;
  }
  return low > 0 && taken[low - 1]!.end > start;
}
