import type { TBranchInfo, TUserInfo } from '@yim/contract';

export function userFixture(overrides: Partial<TUserInfo> = {}): TUserInfo {
  return {
    uid: 'u-1',
    firstNameTh: 'สมหญิง',
    lastNameTh: 'ใจดี',
    firstNameEn: 'Somying',
    lastNameEn: 'Jaidee',
    email: 'somying@example.com',
    mobile: '0812345678',
    userTypeId: '1',
    drLicenseNo: null,
    drSpecialItems: [],
    contentId: null,
    linkedWithMFD: false,
    fullName: 'สมหญิง ใจดี',
    fullNameEn: 'Somying Jaidee',
    drApptColor: null,
    authIdItems: [],
    isSuperadmin: false,
    deletedAt: null,
    ...overrides,
  };
}

export function branchFixture(roles: number[], overrides: Partial<TBranchInfo> = {}): TBranchInfo {
  return {
    id: 1,
    url: 'siam',
    code: 'B01',
    name: 'สาขาสยาม',
    nameEn: 'Siam',
    address: '',
    addressEn: '',
    tel: '021234567',
    clinic: { url: 'yim', code: 'C01', name: 'คลินิกทันตกรรมยิ้ม', nameEn: 'Yim Dental', logo: null },
    rooms: [{ id: 1, name: 'ห้อง 1' }],
    auth: { authId: roles[0] ?? null, authIdItems: roles },
    confApptDuration: '00:15',
    confOpeningTime: '09:00',
    confClosingTime: '20:00',
    fileStoreExpiration: null,
    linkedWithKtbPaotang: false,
    linkedWithNhso: false,
    nhsoSubitemNoSupportedList: [],
    ...overrides,
  };
}
