import type { TStaffMember } from '@yim/contract';
import { describe, expect, it } from 'vitest';
import { filterStaff, STAFF_PAGE_SIZE, staffPage } from './staff-filter.ts';

function member(uid: string, fullName: string, roles: number[], deletedAt: string | null = null): TStaffMember {
  return {
    branchMemberId: Number(uid),
    uid,
    email: `${uid}@clinic.test`,
    fullName,
    fullNameEn: `${fullName} EN`,
    userTypeId: '1',
    drLicenseNo: roles.includes(2) ? `ท.${uid}` : null,
    authIdItems: roles,
    drApptColor: null,
    drFeeSharePercent: null,
    doctorWorkingHours: [],
    deletedAt,
  };
}

const STAFF = [
  member('1', 'สมชาย ฟันสวย', [2]),
  member('2', 'มานี ใจดี', [1, 3]),
  member('3', 'กมล ยิ้มแย้ม', [2], '2026-01-01T00:00:00.000Z'),
  member('4', 'วิภา ช่วยงาน', [4]),
];

describe('filterStaff', () => {
  it('shows active members by Thai name, former members only when asked', () => {
    const active = filterStaff(STAFF, { keyword: '', roleId: null, status: 'active' });
    expect(active.map((m) => m.uid)).toEqual(['2', '4', '1']);
    expect(filterStaff(STAFF, { keyword: '', roleId: null, status: 'deactivated' }).map((m) => m.uid)).toEqual(['3']);
    // All: active first, then former members.
    expect(filterStaff(STAFF, { keyword: '', roleId: null, status: 'all' }).at(-1)?.uid).toBe('3');
  });

  it('filters by any held role', () => {
    expect(filterStaff(STAFF, { keyword: '', roleId: 3, status: 'active' }).map((m) => m.uid)).toEqual(['2']);
    expect(filterStaff(STAFF, { keyword: '', roleId: 2, status: 'all' }).map((m) => m.uid)).toEqual(['1', '3']);
  });

  it('searches Thai and English names, e-mail and licence number', () => {
    const find = (keyword: string) => filterStaff(STAFF, { keyword, roleId: null, status: 'all' }).map((m) => m.uid);
    expect(find('ใจดี')).toEqual(['2']);
    expect(find('  วิภา ')).toEqual(['4']);
    expect(find('สมชาย ฟันสวย en')).toEqual(['1']);
    expect(find('3@CLINIC')).toEqual(['3']);
    expect(find('ท.1')).toEqual(['1']);
    expect(find('nobody')).toEqual([]);
  });
});

describe('staffPage', () => {
  it('cuts pages of STAFF_PAGE_SIZE', () => {
    const rows = Array.from({ length: STAFF_PAGE_SIZE + 3 }, (_, i) => i);
    expect(staffPage(rows, 0)).toHaveLength(STAFF_PAGE_SIZE);
    expect(staffPage(rows, 1)).toEqual([STAFF_PAGE_SIZE, STAFF_PAGE_SIZE + 1, STAFF_PAGE_SIZE + 2]);
    expect(staffPage(rows, 2)).toEqual([]);
  });
});
