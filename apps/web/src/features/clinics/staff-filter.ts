import type { TStaffMember } from '@yim/contract';

export type StaffStatus = 'active' | 'deactivated' | 'all';
export type StaffFilter = { keyword: string; roleId: number | null; status: StaffStatus };

export const STAFF_PAGE_SIZE = 20;

function matchesKeyword(member: TStaffMember, keyword: string): boolean {
  const needle = keyword.trim().toLocaleLowerCase('th');
  if (needle === '') return true;
  return [member.fullName, member.fullNameEn, member.email, member.drLicenseNo ?? ''].some((text) =>
    text.toLocaleLowerCase('th').includes(needle),
  );
}

function matchesStatus(member: TStaffMember, status: StaffStatus): boolean {
  if (status === 'all') return true;
  return (member.deletedAt === null) === (status === 'active');
}

/**
 * The staff page's search, role and status filter. A branch has tens of members, not thousands,
 * so the page loads them all once and filters here; active members come first, then by name.
 */
export function filterStaff(members: readonly TStaffMember[], filter: StaffFilter): TStaffMember[] {
  return members
    .filter(
      (member) =>
        matchesStatus(member, filter.status) &&
        (filter.roleId === null || member.authIdItems.includes(filter.roleId)) &&
        matchesKeyword(member, filter.keyword),
    )
    .sort(
      (a, b) =>
        Number(a.deletedAt !== null) - Number(b.deletedAt !== null) || a.fullName.localeCompare(b.fullName, 'th'),
    );
}

/** One page of the filtered list (page counted from 0). */
export function staffPage<T>(rows: readonly T[], page: number): T[] {
  return rows.slice(page * STAFF_PAGE_SIZE, (page + 1) * STAFF_PAGE_SIZE);
}
