import { and, asc, desc, eq, gt, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { preparedByShape, preparedQuery, value } from '../../lib/db/prepared-query.ts';
import { users } from '../auth/users.table.ts';
import { branchMembers, branches, doctorWorkingHours, rooms } from '../clinics/clinics.table.ts';
import { configValues } from '../masters/masters.table.ts';
import { patients } from '../patients/patients.table.ts';
import { appointments } from './appointments.table.ts';

/** Where an appointment query works: the branch, inside its clinic (RLS checks the clinic again). */
export type BranchIds = { clinicId: number; branchId: number };

export type AppointmentValues = Partial<
  Omit<typeof appointments.$inferInsert, 'clinicId' | 'id' | 'createdAt' | 'createdBy'>
>;

/** An appointment with what its card shows: the patient's summary and the status colour. */
const selection = {
  row: appointments,
  statusColor: configValues.color,
  patient: {
    id: patients.id,
    dn: patients.dn,
    existDn: patients.existDn,
    titleNameTh: patients.titleNameTh,
    firstNameTh: patients.firstNameTh,
    lastNameTh: patients.lastNameTh,
    firstNameEn: patients.firstNameEn,
    lastNameEn: patients.lastNameEn,
    nickname: patients.nickname,
    mobile: patients.mobile,
    personalId: patients.personalId,
  },
};

function selectAppointments(tx: Tx) {
  return tx
    .select(selection)
    .from(appointments)
    .leftJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(
      configValues,
      and(eq(configValues.name, 'appt_status'), eq(configValues.valueId, sql`${appointments.statusId}::text`)),
    );
}
export type AppointmentRecord = Awaited<ReturnType<typeof findAppointment>> & object;
type AppointmentListRow = Awaited<ReturnType<typeof selectAppointments>>[number];

const live = isNull(appointments.cancelledAt);

export type AppointmentFilter = {
  from: Date;
  to: Date;
  statusId?: number | undefined;
  doctorUid?: string | undefined;
  patientId?: number | undefined;
  withReminder?: boolean | undefined;
  limit: number;
};

/** Which filters a list request gives, not their values: one prepared statement per shape. */
type ListShape = {
  statusId: boolean;
  doctorUid: boolean;
  patientId: boolean;
  withReminder: 'any' | 'with' | 'without';
};

const selectList = preparedByShape<ListShape, Record<string, unknown>, AppointmentListRow[]>(
  'appointments_list',
  (tx, shape) =>
    selectAppointments(tx)
      .where(
        and(
          eq(appointments.clinicId, value('clinicId')),
          eq(appointments.branchId, value('branchId')),
          gte(appointments.startsAt, value('from')),
          lt(appointments.startsAt, value('to')),
          live,
          shape.statusId ? eq(appointments.statusId, value('statusId')) : undefined,
          shape.doctorUid ? eq(appointments.doctorUid, value('doctorUid')) : undefined,
          shape.patientId ? eq(appointments.patientId, value('patientId')) : undefined,
          shape.withReminder === 'with' ? gt(appointments.rmdId, 0) : undefined,
          shape.withReminder === 'without' ? sql`coalesce(${appointments.rmdId}, 0) = 0` : undefined,
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(value('limit')),
);

/** A branch's live appointments starting in [from, to), by start time. */
export function listAppointments(tx: Tx, scope: BranchIds, filter: AppointmentFilter): Promise<AppointmentListRow[]> {
  const shape: ListShape = {
    statusId: filter.statusId !== undefined,
    doctorUid: filter.doctorUid !== undefined,
    patientId: filter.patientId !== undefined,
    withReminder: filter.withReminder === undefined ? 'any' : filter.withReminder ? 'with' : 'without',
  };
  return selectList(tx, shape, {
    clinicId: scope.clinicId,
    branchId: scope.branchId,
    // As the column's own mapping would send them: placeholders skip it.
    from: filter.from.toISOString(),
    to: filter.to.toISOString(),
    statusId: filter.statusId,
    doctorUid: filter.doctorUid,
    patientId: filter.patientId,
    limit: filter.limit,
  });
}

const selectPatientAppointments = preparedQuery<{ clinicId: number; patientId: number }, AppointmentListRow[]>(
  'appointments_of_patient',
  (tx, name) =>
    selectAppointments(tx)
      .where(and(eq(appointments.clinicId, value('clinicId')), eq(appointments.patientId, value('patientId')), live))
      .orderBy(desc(appointments.startsAt))
      .limit(500)
      .prepare(name),
);

/** A patient's live appointments at every branch of the clinic, newest first. */
export function listPatientAppointments(tx: Tx, clinicId: number, patientId: number): Promise<AppointmentListRow[]> {
  return selectPatientAppointments(tx, { clinicId, patientId });
}

// One appointment, as its dialog opens it and as every change reads it first (locked): prepared
// (ADR 0017), each form a shape of its own.
const selectAppointmentById = preparedByShape<{ lock: boolean }, BranchIds & { id: number }, AppointmentListRow[]>(
  'appointment_by_id',
  (tx, { lock }) => {
    const query = selectAppointments(tx).where(
      and(
        eq(appointments.clinicId, value('clinicId')),
        eq(appointments.branchId, value('branchId')),
        eq(appointments.id, value('id')),
        live,
      ),
    );
    return lock ? query.for('update', { of: appointments }) : query;
  },
);

/** One live appointment of the branch; `lock` holds it until the transaction ends (a change follows). */
export async function findAppointment(tx: Tx, scope: BranchIds, id: number, lock = false) {
  const values = { clinicId: scope.clinicId, branchId: scope.branchId, id };
  const [found] = await selectAppointmentById(tx, { lock }, values);
  return found;
}

export async function insertAppointment(
  tx: Tx,
  scope: BranchIds,
  userId: string,
  values: AppointmentValues & Pick<typeof appointments.$inferInsert, 'startsAt' | 'endsAt'>,
): Promise<number> {
  const [row] = await tx
    .insert(appointments)
    .values({ ...values, clinicId: scope.clinicId, branchId: scope.branchId, createdBy: userId, updatedBy: userId })
    .returning({ id: appointments.id });
  if (!row) throw new Error('appointment insert returned no row');
  return row.id;
}

/** Changes a live appointment of the branch; the row may leave the branch (a referral). */
/**
 * A reminder is about one start at one branch with one reminder setting: a change of any of them
 * clears what was sent (in the same statement, reading the row as it was), so that the
 * reminder sweep reminds of the new time.
 */
function reminderFollows(values: AppointmentValues) {
  const changes: SQL[] = [];
  if (values.startsAt) changes.push(sql`${appointments.startsAt} <> ${values.startsAt.toISOString()}::timestamptz`);
  if (values.rmdId !== undefined) changes.push(sql`${appointments.rmdId} is distinct from ${values.rmdId}::int`);
  if (values.branchId !== undefined) changes.push(sql`${appointments.branchId} <> ${values.branchId}::int`);
  if (changes.length === 0) return {};
  const changed = or(...changes);
  return {
    reminderSentAt: sql`case when ${changed} then null else ${appointments.reminderSentAt} end`,
    reminderDelivery: sql`case when ${changed} then null else ${appointments.reminderDelivery} end`,
  };
}

export async function updateAppointment(
  tx: Tx,
  scope: BranchIds,
  id: number,
  userId: string,
  values: AppointmentValues,
) {
  await tx
    .update(appointments)
    .set({ ...values, ...reminderFollows(values), updatedBy: userId, updatedAt: new Date() })
    .where(
      and(
        eq(appointments.clinicId, scope.clinicId),
        eq(appointments.branchId, scope.branchId),
        eq(appointments.id, id),
        live,
      ),
    );
}

/** Counts for the bell: tomorrow's live appointments, those still to confirm, those with a reminder. */
const selectDayCounts = preparedQuery<
  BranchIds & { from: string; to: string },
  { total: number; callsToMake: number; reminders: number }[]
>('appointments_day_counts', (tx, name) =>
  tx
    .select({
      total: sql<number>`count(*)::int`,
      callsToMake: sql<number>`count(*) filter (where ${appointments.statusId} = 1)::int`,
      reminders: sql<number>`count(*) filter (where ${appointments.rmdId} > 0)::int`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, value('clinicId')),
        eq(appointments.branchId, value('branchId')),
        gte(appointments.startsAt, value('from')),
        lt(appointments.startsAt, value('to')),
        live,
        sql`(${appointments.patientId} is not null or ${appointments.newPatient} is not null)`,
      ),
    )
    .prepare(name),
);

/** The counts of a day's booked appointments (the navbar's reminder of tomorrow, on every screen). */
export async function countDay(tx: Tx, scope: BranchIds, from: Date, to: Date) {
  const [row] = await selectDayCounts(tx, {
    clinicId: scope.clinicId,
    branchId: scope.branchId,
    // As the column's own mapping would send them: placeholders skip it.
    from: from.toISOString(),
    to: to.toISOString(),
  });
  return row ?? { total: 0, callsToMake: 0, reminders: 0 };
}

// --- what a booking is checked against: the branch's rooms, doctors and hours ---

export async function findBranchHours(tx: Tx, scope: BranchIds) {
  const [row] = await tx
    .select({ openingTime: branches.openingTime, closingTime: branches.closingTime, clinicId: branches.clinicId })
    .from(branches)
    .where(and(eq(branches.clinicId, scope.clinicId), eq(branches.id, scope.branchId)));
  return row;
}

export async function isLiveRoom(tx: Tx, scope: BranchIds, roomId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(
      and(
        eq(rooms.clinicId, scope.clinicId),
        eq(rooms.branchId, scope.branchId),
        eq(rooms.id, roomId),
        isNull(rooms.deletedAt),
      ),
    );
  return row !== undefined;
}

/** The doctor's membership of the branch (an active member holding role 2), or undefined. */
export async function findActiveDoctor(tx: Tx, scope: BranchIds, userId: string) {
  const [row] = await tx
    .select({ memberId: branchMembers.id })
    .from(branchMembers)
    .innerJoin(users, eq(users.id, branchMembers.userId))
    .where(
      and(
        eq(branchMembers.clinicId, scope.clinicId),
        eq(branchMembers.branchId, scope.branchId),
        eq(branchMembers.userId, userId),
        isNull(branchMembers.deletedAt),
        isNull(users.deletedAt),
        sql`2 = any(${branchMembers.roleIds})`,
      ),
    );
  return row;
}

type ActiveDoctorRow = { doctorUid: string; firstName: string; lastName: string; color: string | null };

const selectActiveDoctors = preparedQuery<BranchIds, ActiveDoctorRow[]>('appointments_active_doctors', (tx, name) =>
  tx
    .select({
      doctorUid: branchMembers.userId,
      firstName: users.firstNameTh,
      lastName: users.lastNameTh,
      color: branchMembers.drApptColor,
    })
    .from(branchMembers)
    .innerJoin(users, eq(users.id, branchMembers.userId))
    .where(
      and(
        eq(branchMembers.clinicId, value('clinicId')),
        eq(branchMembers.branchId, value('branchId')),
        isNull(branchMembers.deletedAt),
        isNull(users.deletedAt),
        sql`2 = any(${branchMembers.roleIds})`,
      ),
    )
    .orderBy(users.firstNameTh, users.lastNameTh)
    .prepare(name),
);

/** The branch's active doctors with their names and calendar colour. */
export function listActiveDoctors(tx: Tx, scope: BranchIds): Promise<ActiveDoctorRow[]> {
  return selectActiveDoctors(tx, { clinicId: scope.clinicId, branchId: scope.branchId });
}

/** A doctor's working periods on one weekday at the branch (0 Sunday … 6 Saturday). */
export function listWorkingPeriods(tx: Tx, scope: BranchIds, memberId: number) {
  return tx
    .select({
      weekday: doctorWorkingHours.weekday,
      startTime: doctorWorkingHours.startTime,
      endTime: doctorWorkingHours.endTime,
    })
    .from(doctorWorkingHours)
    .where(
      and(
        eq(doctorWorkingHours.clinicId, scope.clinicId),
        eq(doctorWorkingHours.branchId, scope.branchId),
        eq(doctorWorkingHours.branchMemberId, memberId),
      ),
    );
}

/** Another branch of the same clinic (a referral's destination). */
export async function findClinicBranch(tx: Tx, clinicId: number, branchId: number) {
  const [row] = await tx
    .select({ id: branches.id, url: branches.url })
    .from(branches)
    .where(and(eq(branches.clinicId, clinicId), eq(branches.id, branchId)));
  return row;
}

/** What a co-payment visit is booked with: the branch's code with the schemes and its links. */
export async function findSchemeBranch(tx: Tx, scope: BranchIds) {
  const [row] = await tx
    .select({
      code: branches.code,
      linkedWithNhso: branches.linkedWithNhso,
      linkedWithKtbPaotang: branches.linkedWithKtbPaotang,
    })
    .from(branches)
    .where(and(eq(branches.clinicId, scope.clinicId), eq(branches.id, scope.branchId)));
  return row;
}

/** A living patient's national id ('' when none is recorded), or undefined for no such patient. */
export async function findPatientPersonalId(tx: Tx, clinicId: number, patientId: number) {
  const [row] = await tx
    .select({ personalId: patients.personalId })
    .from(patients)
    .where(and(eq(patients.clinicId, clinicId), eq(patients.id, patientId), isNull(patients.deletedAt)));
  return row?.personalId;
}
