import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { anyOf, preparedByShape, preparedQuery, value } from '../../lib/db/prepared-query.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { users } from '../auth/users.table.ts';
import { branchMembers, doctorWorkingHours } from './clinics.table.ts';

const MEMBER_COLUMNS = {
  branchMemberId: branchMembers.id,
  uid: users.id,
  email: users.email,
  firstNameTh: users.firstNameTh,
  lastNameTh: users.lastNameTh,
  firstNameEn: users.firstNameEn,
  lastNameEn: users.lastNameEn,
  userTypeId: users.userTypeId,
  drLicenseNo: users.drLicenseNo,
  roleIds: branchMembers.roleIds,
  drApptColor: branchMembers.drApptColor,
  drFeeSharePercent: branchMembers.drFeeSharePercent,
  deletedAt: branchMembers.deletedAt,
};

/** Which filters a staff read gives: one prepared statement per shape (ADR 0017). */
type StaffShape = { activeOnly: boolean; oneUser: boolean };

const selectStaffRows = preparedByShape('branch_staff_rows', (tx: Tx, { activeOnly, oneUser }: StaffShape) =>
  tx
    .select(MEMBER_COLUMNS)
    .from(branchMembers)
    .innerJoin(users, eq(users.id, branchMembers.userId))
    .where(
      and(
        eq(branchMembers.clinicId, value('clinicId')),
        eq(branchMembers.branchId, value('branchId')),
        activeOnly ? isNull(branchMembers.deletedAt) : undefined,
        oneUser ? eq(branchMembers.userId, value('userId')) : undefined,
      ),
    )
    .orderBy(asc(users.firstNameTh), asc(users.lastNameTh)),
);

export type StaffRow = Awaited<ReturnType<typeof listStaffRows>>[number];
export type StaffFields = { roleIds: number[]; drApptColor: string | null; drFeeSharePercent: number | null };

/** Members of the branch with their users; former members too unless `activeOnly`. */
export function listStaffRows(tx: Tx, scope: BranchScope, activeOnly: boolean, userId?: string) {
  return selectStaffRows(
    tx,
    { activeOnly, oneUser: userId !== undefined },
    { clinicId: scope.clinicId, branchId: scope.branchId, userId },
  );
}

type WorkingHoursRow = { branchMemberId: number; weekday: number; startTime: string; endTime: string };

/** One statement whatever the number of members (ADR 0017). */
const selectWorkingHours = preparedQuery<
  { clinicId: number; branchId: number; memberIds: readonly number[] },
  WorkingHoursRow[]
>('doctor_working_hours_of', (tx, name) =>
  tx
    .select({
      branchMemberId: doctorWorkingHours.branchMemberId,
      weekday: doctorWorkingHours.weekday,
      startTime: doctorWorkingHours.startTime,
      endTime: doctorWorkingHours.endTime,
    })
    .from(doctorWorkingHours)
    .where(
      and(
        eq(doctorWorkingHours.clinicId, value('clinicId')),
        eq(doctorWorkingHours.branchId, value('branchId')),
        anyOf(doctorWorkingHours.branchMemberId, 'memberIds'),
      ),
    )
    .orderBy(asc(doctorWorkingHours.weekday), asc(doctorWorkingHours.startTime))
    .prepare(name),
);

/** The working hours of the given members, by weekday and start. */
export async function listWorkingHours(
  tx: Tx,
  scope: BranchScope,
  memberIds: readonly number[],
): Promise<WorkingHoursRow[]> {
  if (memberIds.length === 0) return [];
  return selectWorkingHours(tx, { clinicId: scope.clinicId, branchId: scope.branchId, memberIds });
}

/**
 * Locks every membership row of the branch until the transaction ends, so that two concurrent
 * staff changes run one after the other and the second counts the managers the first left.
 */
export async function lockBranchMemberships(tx: Tx, scope: BranchScope) {
  await tx
    .select({ id: branchMembers.id })
    .from(branchMembers)
    .where(and(eq(branchMembers.clinicId, scope.clinicId), eq(branchMembers.branchId, scope.branchId)))
    .for('update');
}

/** A registered user who may be added: not deleted and not disabled. */
export async function findRegisteredUser(tx: Tx, email: string) {
  const [row] = await tx
    .select({
      uid: users.id,
      email: users.email,
      firstNameTh: users.firstNameTh,
      lastNameTh: users.lastNameTh,
      firstNameEn: users.firstNameEn,
      lastNameEn: users.lastNameEn,
      userTypeId: users.userTypeId,
      drLicenseNo: users.drLicenseNo,
    })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), isNull(users.disabledAt)))
    .limit(1);
  return row;
}

/** Adds the user, or brings a former member back with the fields given. */
export async function upsertMembership(tx: Tx, scope: BranchScope, userId: string, fields: StaffFields) {
  await tx
    .insert(branchMembers)
    .values({ clinicId: scope.clinicId, branchId: scope.branchId, userId, ...fields })
    .onConflictDoUpdate({
      target: [branchMembers.clinicId, branchMembers.branchId, branchMembers.userId],
      set: { ...fields, deletedAt: null },
    });
}

export async function updateMembership(tx: Tx, scope: BranchScope, branchMemberId: number, fields: StaffFields) {
  await tx
    .update(branchMembers)
    .set(fields)
    .where(
      and(
        eq(branchMembers.clinicId, scope.clinicId),
        eq(branchMembers.branchId, scope.branchId),
        eq(branchMembers.id, branchMemberId),
      ),
    );
}

export async function deactivateMembership(tx: Tx, scope: BranchScope, branchMemberId: number) {
  await tx
    .update(branchMembers)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        eq(branchMembers.clinicId, scope.clinicId),
        eq(branchMembers.branchId, scope.branchId),
        eq(branchMembers.id, branchMemberId),
      ),
    );
}

/** Replaces all of a member's working hours. */
export async function replaceWorkingHours(
  tx: Tx,
  scope: BranchScope,
  branchMemberId: number,
  hours: { weekday: number; startTime: string; endTime: string }[],
) {
  await tx
    .delete(doctorWorkingHours)
    .where(
      and(
        eq(doctorWorkingHours.clinicId, scope.clinicId),
        eq(doctorWorkingHours.branchId, scope.branchId),
        eq(doctorWorkingHours.branchMemberId, branchMemberId),
      ),
    );
  if (hours.length === 0) return;
  await tx
    .insert(doctorWorkingHours)
    .values(hours.map((hour) => ({ clinicId: scope.clinicId, branchId: scope.branchId, branchMemberId, ...hour })));
}
