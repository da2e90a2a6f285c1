import { DENTIST_USER_TYPE } from '@yim/contract';

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
