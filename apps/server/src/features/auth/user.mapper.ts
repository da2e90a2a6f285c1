import { DENTIST_USER_TYPE, type TUserInfo } from '@yim/contract';
import type { UserRow } from './users.repo.ts';

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

type Names = { firstNameTh: string; lastNameTh: string; firstNameEn: string; lastNameEn: string };

/** How a person's full names read everywhere (screens, lists, mails): first name, then last name. */
export function fullNames(user: Names): { fullName: string; fullNameEn: string } {
  return {
    fullName: `${user.firstNameTh} ${user.lastNameTh}`.trim(),
    fullNameEn: `${user.firstNameEn} ${user.lastNameEn}`.trim(),
  };
}

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
    ...fullNames(user),
    drApptColor: null,
    authIdItems,
    isSuperadmin: user.isSuperadmin,
    deletedAt: user.deletedAt ? user.deletedAt.toISOString() : null,
  };
}
