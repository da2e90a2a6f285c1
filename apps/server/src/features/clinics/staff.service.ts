import type { z } from 'zod';
import {
  fullNames,
  ROLE,
  type TStaffMember,
  type TWorkingHour,
  type ZDoctorWorkingHoursBody,
  type ZStaffAddBody,
  type ZStaffUpdateBody,
} from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import {
  deactivateMembership,
  findRegisteredUser,
  listStaffRows,
  listWorkingHours,
  lockBranchMemberships,
  replaceWorkingHours,
  updateMembership,
  upsertMembership,
  type StaffFields,
  type StaffRow,
} from './staff.repo.ts';

export type StaffWriter = { tx: Tx; branch: BranchScope; userId: string };

const isManager = (roleIds: readonly number[]) => roleIds.includes(ROLE.MANAGER);

function toStaffMember(row: StaffRow, hours: (TWorkingHour & { branchMemberId: number })[]): TStaffMember {
  return {
    branchMemberId: row.branchMemberId,
    uid: row.uid,
    email: row.email,
    ...fullNames(row),
    userTypeId: row.userTypeId,
    drLicenseNo: row.drLicenseNo,
    authIdItems: row.roleIds,
    drApptColor: row.drApptColor,
    drFeeSharePercent: row.drFeeSharePercent,
    doctorWorkingHours: hours
      .filter((hour) => hour.branchMemberId === row.branchMemberId)
      .map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime })),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** GET /api/branchMember/{c}/{b}: the staff page, with each doctor's working hours. */
export async function listStaff(tx: Tx, scope: BranchScope, activeOnly: boolean): Promise<TStaffMember[]> {
  const rows = await listStaffRows(tx, scope, activeOnly);
  const hours = await listWorkingHours(
    tx,
    scope,
    rows.map((row) => row.branchMemberId),
  );
  return rows.map((row) => toStaffMember(row, hours));
}

async function findMember(tx: Tx, scope: BranchScope, uid: string) {
  const [row] = await listStaffRows(tx, scope, false, uid);
  return row;
}

async function memberAnswer(tx: Tx, scope: BranchScope, uid: string) {
  const row = await findMember(tx, scope, uid);
  if (!row) throw new AppError('NOT_FOUND');
  return toStaffMember(row, await listWorkingHours(tx, scope, [row.branchMemberId]));
}

/**
 * The two staff rules, checked with the branch's memberships locked (lockBranchMemberships):
 * only a manager grants or takes the manager role (or removes a manager), and the change must
 * leave the branch an active manager. `next` is the target's roles afterwards, null when removed.
 */
async function checkManagerRules(
  { tx, branch }: StaffWriter,
  target: { uid: string; before: number[] | null; next: number[] | null },
) {
  if (isManager(target.before ?? []) !== isManager(target.next ?? []) && !isManager(branch.roleIds))
    throw new AppError('STAFF-MANAGER-ONLY');
  const others = (await listStaffRows(tx, branch, true)).filter((row) => row.uid !== target.uid);
  if (!others.some((row) => isManager(row.roleIds)) && !isManager(target.next ?? []))
    throw new AppError('STAFF-LAST-MANAGER');
}

function fieldsOf(body: z.output<typeof ZStaffAddBody> | z.output<typeof ZStaffUpdateBody>): StaffFields {
  return { roleIds: body.authIdItems, drApptColor: body.drApptColor, drFeeSharePercent: body.drFeeSharePercent };
}

/** POST /api/branchMember/{c}/{b}: a registered user joins the branch (a former member returns). */
export async function addStaff(writer: StaffWriter, body: z.output<typeof ZStaffAddBody>) {
  const { tx, branch, userId } = writer;
  const user = await findRegisteredUser(tx, body.email);
  if (!user) throw new AppError('STAFF-USER-NOT-FOUND');
  await lockBranchMemberships(tx, branch);
  const before = await findMember(tx, branch, user.uid);
  if (before && before.deletedAt === null) throw new AppError('STAFF-ALREADY-MEMBER');
  await checkManagerRules(writer, { uid: user.uid, before: null, next: body.authIdItems });
  await upsertMembership(tx, branch, user.uid, fieldsOf(body));
  const after = await memberAnswer(tx, branch, user.uid);
  await writeAudit(tx, branch, userId, {
    entity: 'branch.member',
    entityId: after.branchMemberId,
    action: before ? 'restore' : 'create',
    before,
    after,
  });
  return after;
}

/** PUT /api/branchMember/{c}/{b}: roles, appointment colour and fee share of an active member. */
export async function updateStaff(writer: StaffWriter, body: z.output<typeof ZStaffUpdateBody>) {
  const { tx, branch, userId } = writer;
  await lockBranchMemberships(tx, branch);
  const before = await findMember(tx, branch, body.uid);
  if (!before || before.deletedAt !== null) throw new AppError('NOT_FOUND');
  await checkManagerRules(writer, { uid: body.uid, before: before.roleIds, next: body.authIdItems });
  await updateMembership(tx, branch, before.branchMemberId, fieldsOf(body));
  const after = await memberAnswer(tx, branch, body.uid);
  await writeAudit(tx, branch, userId, {
    entity: 'branch.member',
    entityId: before.branchMemberId,
    action: 'update',
    before,
    after,
  });
  return after;
}

/** DELETE /api/branchMember/{c}/{b}/{uid}: deactivates; the member stays in history and reports. */
export async function removeStaff(writer: StaffWriter, uid: string) {
  const { tx, branch, userId } = writer;
  await lockBranchMemberships(tx, branch);
  const before = await findMember(tx, branch, uid);
  if (!before || before.deletedAt !== null) throw new AppError('NOT_FOUND');
  await checkManagerRules(writer, { uid, before: before.roleIds, next: null });
  await deactivateMembership(tx, branch, before.branchMemberId);
  const after = await memberAnswer(tx, branch, uid);
  await writeAudit(tx, branch, userId, {
    entity: 'branch.member',
    entityId: before.branchMemberId,
    action: 'delete',
    before,
    after,
  });
  return after;
}

/** POST /api/branchMember/doctorWorkingHour/{c}/{b}: replaces an active doctor's periods. */
export async function setDoctorWorkingHours(
  { tx, branch, userId }: StaffWriter,
  body: z.output<typeof ZDoctorWorkingHoursBody>,
) {
  const member = (await listStaffRows(tx, branch, false)).find((row) => row.branchMemberId === body.branchMemberId);
  if (!member) throw new AppError('NOT_FOUND');
  if (member.deletedAt !== null || !member.roleIds.includes(ROLE.DOCTOR)) throw new AppError('STAFF-NOT-DOCTOR');
  const before = await listWorkingHours(tx, branch, [member.branchMemberId]);
  await replaceWorkingHours(tx, branch, member.branchMemberId, body.doctorWorkingHours);
  const after = await listWorkingHours(tx, branch, [member.branchMemberId]);
  await writeAudit(tx, branch, userId, {
    entity: 'branch.doctorWorkingHours',
    entityId: member.branchMemberId,
    action: 'update',
    before,
    after,
  });
  return {
    branchMemberId: member.branchMemberId,
    doctorWorkingHours: after.map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime })),
  };
}

/** GET /api/branchMember/unAuthorizeUser/{c}/{b}/{email}: a registered user by e-mail, or null. */
export async function findStaffCandidate(tx: Tx, scope: BranchScope, email: string) {
  const user = await findRegisteredUser(tx, email);
  if (!user) return null;
  const member = await findMember(tx, scope, user.uid);
  return {
    uid: user.uid,
    email: user.email,
    ...fullNames(user),
    userTypeId: user.userTypeId,
    drLicenseNo: user.drLicenseNo,
    alreadyMember: member !== undefined && member.deletedAt === null,
  };
}
