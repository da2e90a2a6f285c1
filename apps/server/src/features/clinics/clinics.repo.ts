import { and, asc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { preparedQuery } from '../../lib/db/prepared-query.ts';
import { users } from '../auth/users.table.ts';
import { USER_INFO_COLUMNS, type UserInfoRow } from '../auth/users.repo.ts';
import { branches, branchMembers, clinics, rooms } from './clinics.table.ts';

type BranchAccessValues = { clinicId: number; url: string; userId: string };
type BranchAccessRow = { branchId: number; roleIds: number[] | null; worksInClinic: boolean };

/** The select of `findBranchAccess`, with whatever `extra` columns a caller reads in the same statement. */
function selectBranchAccess<X extends Record<string, SQL>>(tx: Tx, extra: X) {
  return tx
    .select({
      branchId: branches.id,
      roleIds: branchMembers.roleIds,
      worksInClinic: sql<boolean>`exists (select 1 from ${branchMembers} m
      where m.clinic_id = ${sql.placeholder('clinicId')} and m.user_id = ${sql.placeholder('userId')}
        and m.deleted_at is null)`,
      ...extra,
    })
    .from(branches)
    .leftJoin(
      branchMembers,
      and(
        eq(branchMembers.clinicId, sql.placeholder('clinicId')),
        eq(branchMembers.branchId, branches.id),
        eq(branchMembers.userId, sql.placeholder('userId')),
        isNull(branchMembers.deletedAt),
      ),
    )
    .where(and(eq(branches.clinicId, sql.placeholder('clinicId')), eq(branches.url, sql.placeholder('url'))))
    .limit(1);
}

/**
 * The branch named by `url` in the transaction's clinic, the caller's roles there (null when not
 * a member of it) and whether the caller works in any branch of the clinic (the facts the request
 * entry reads, migration 0049), with one value of a higher feature in the same statement (the
 * calendar's version), so that a hot request spends no round trip on it. The feature writes the
 * value's expression over the clinic id; clinics need not know its tables. `name` is the
 * prepared statement's, unique per use.
 */
export function branchAccessWith<T>(name: string, extra: (clinicId: Placeholder<'clinicId'>) => SQL<T>) {
  return preparedQuery<BranchAccessValues, (BranchAccessRow & { extra: T })[]>(name, (tx, statement) =>
    selectBranchAccess(tx, { extra: extra(sql.placeholder('clinicId')) }).prepare(statement),
  );
}

type RoomRow = { id: number; name: string };

/**
 * Everything the login check at a branch answers, in the statement that resolves the branch
 * (instead of `findBranchAccess`): the access rule's facts, the caller's user info, the branch
 * with its clinic, and its rooms in display order. The branch row is read once per request.
 */
export const findBranchAccessWithLoginCheck = preparedQuery<
  { clinicId: number; url: string; userId: string },
  {
    branchId: number;
    roleIds: number[] | null;
    worksInClinic: boolean;
    user: UserInfoRow | null;
    branch: Pick<
      typeof branches.$inferSelect,
      | 'id'
      | 'url'
      | 'code'
      | 'name'
      | 'nameEn'
      | 'address'
      | 'addressEn'
      | 'tel'
      | 'apptDuration'
      | 'openingTime'
      | 'closingTime'
      | 'fileStoreExpiration'
      | 'linkedWithKtbPaotang'
      | 'linkedWithNhso'
      | 'nhsoSubitemNoSupportedList'
    >;
    clinic: Pick<typeof clinics.$inferSelect, 'url' | 'code' | 'name' | 'nameEn' | 'logoContentId'>;
    rooms: RoomRow[];
  }[]
>('clinics_branch_access_with_login_check', (tx, name) =>
  tx
    .select({
      branchId: branches.id,
      roleIds: branchMembers.roleIds,
      worksInClinic: sql<boolean>`exists (select 1 from ${branchMembers} m
      where m.clinic_id = ${sql.placeholder('clinicId')} and m.user_id = ${sql.placeholder('userId')}
        and m.deleted_at is null)`,
      user: USER_INFO_COLUMNS,
      branch: {
        id: branches.id,
        url: branches.url,
        code: branches.code,
        name: branches.name,
        nameEn: branches.nameEn,
        address: branches.address,
        addressEn: branches.addressEn,
        tel: branches.tel,
        apptDuration: branches.apptDuration,
        openingTime: branches.openingTime,
        closingTime: branches.closingTime,
        fileStoreExpiration: branches.fileStoreExpiration,
        linkedWithKtbPaotang: branches.linkedWithKtbPaotang,
        linkedWithNhso: branches.linkedWithNhso,
        nhsoSubitemNoSupportedList: branches.nhsoSubitemNoSupportedList,
      },
      clinic: {
        url: clinics.url,
        code: clinics.code,
        name: clinics.name,
        nameEn: clinics.nameEn,
        logoContentId: clinics.logoContentId,
      },
      rooms: sql<
        RoomRow[]
      >`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.sort_order, r.id)
      from ${rooms} r where r.clinic_id = ${sql.placeholder('clinicId')} and r.branch_id = ${branches.id}
        and r.deleted_at is null), '[]'::json)`,
    })
    .from(branches)
    .innerJoin(clinics, eq(clinics.id, branches.clinicId))
    .leftJoin(
      branchMembers,
      and(
        eq(branchMembers.clinicId, sql.placeholder('clinicId')),
        eq(branchMembers.branchId, branches.id),
        eq(branchMembers.userId, sql.placeholder('userId')),
        isNull(branchMembers.deletedAt),
      ),
    )
    .leftJoin(users, eq(users.id, sql.placeholder('userId')))
    .where(and(eq(branches.clinicId, sql.placeholder('clinicId')), eq(branches.url, sql.placeholder('url'))))
    .limit(1)
    .prepare(name),
);

const branchesOfUser = preparedQuery<
  { userId: string },
  {
    branchId: number;
    branchUrl: string;
    branchCode: string;
    branchName: string;
    branchNameEn: string;
    clinicId: number;
    clinicUrl: string;
    clinicCode: string;
    clinicName: string;
    clinicNameEn: string;
    clinicLogo: number | null;
    roleIds: number[];
  }[]
>('clinics_branches_of_user', (tx, name) =>
  tx
    .select({
      branchId: branches.id,
      branchUrl: branches.url,
      branchCode: branches.code,
      branchName: branches.name,
      branchNameEn: branches.nameEn,
      clinicId: clinics.id,
      clinicUrl: clinics.url,
      clinicCode: clinics.code,
      clinicName: clinics.name,
      clinicNameEn: clinics.nameEn,
      clinicLogo: clinics.logoContentId,
      roleIds: branchMembers.roleIds,
    })
    .from(branchMembers)
    .innerJoin(branches, eq(branches.id, branchMembers.branchId))
    .innerJoin(clinics, eq(clinics.id, branches.clinicId))
    .where(and(eq(branchMembers.userId, sql.placeholder('userId')), isNull(branchMembers.deletedAt)))
    .orderBy(asc(clinics.name), asc(branches.id))
    .prepare(name),
);

/** Every branch the user works in with the roles held there, across clinics, in one prepared read. */
export function listBranchesOfUser(tx: Tx, userId: string) {
  return branchesOfUser(tx, { userId });
}
