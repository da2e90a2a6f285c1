import { DENTIST_USER_TYPE, fullNames, type TUserInfo } from '@yim/contract';
import type { UserInfoRow } from './users.repo.ts';

// Between the wire and the users table: what a form writes, what the API shows of a user.

type ProfileFields = {
  firstNameTh: string;
  lastNameTh: string;
  firstNameEn: string;
  lastNameEn: string;
  mobile: string;
  drLicenseNo?: string | null | undefined;
  drSpecialItems: string[];
};

/** The user columns registration and the profile form write alike; dentist fields only for type 2. */
export function profileColumns(fields: ProfileFields, userTypeId: string) {
  const isDentist = userTypeId === DENTIST_USER_TYPE;
  return {
    firstNameTh: fields.firstNameTh,
    lastNameTh: fields.lastNameTh,
    firstNameEn: fields.firstNameEn,
    lastNameEn: fields.lastNameEn,
    mobile: fields.mobile,
    drLicenseNo: isDentist ? (fields.drLicenseNo ?? null) : null,
    drSpecialItems: isDentist ? fields.drSpecialItems : [],
  };
}

/** The spec's user info (access §3) from a user row and the roles held where the request is. */
export function toUserInfo(user: UserInfoRow, authIdItems: number[] = []): TUserInfo {
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
    ...fullNames(user),
    drApptColor: null,
    authIdItems,
    isSuperadmin: user.isSuperadmin,
    deletedAt: user.deletedAt ? user.deletedAt.toISOString() : null,
  };
}
