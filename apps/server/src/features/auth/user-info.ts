import type { TUserInfo } from '@yim/contract';
import type { UserRow } from './auth.repo.ts';

/** The spec's user info (access §3) from a user row and the roles held where the request is. */
export function toUserInfo(user: UserRow, authIdItems: number[] = []): TUserInfo {
  return {
    uid: user.id,
    firstNameTh: user.firstNameTh,
    lastNameTh: user.lastNameTh,
    firstNameEn: user.firstNameEn,
    lastNameEn: user.lastNameEn,
    email: user.email,
    mobile: user.mobile,
    userTypeId: user.userTypeId,
    drLicenseNo: user.drLicenseNo,
    drSpecialItems: user.drSpecialItems,
    contentId: user.contentId,
    linkedWithMFD: user.linkedWithMfd,
    fullName: `${user.firstNameTh} ${user.lastNameTh}`.trim(),
    fullNameEn: `${user.firstNameEn} ${user.lastNameEn}`.trim(),
    drApptColor: null,
    authIdItems,
    isSuperadmin: user.isSuperadmin,
    deletedAt: user.deletedAt ? user.deletedAt.toISOString() : null,
  };
}
