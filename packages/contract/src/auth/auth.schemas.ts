import { z } from 'zod';
import { LOGIN_FIELD_MAX } from './login-limits.ts';

export const ZLoginBody = z.object({
  username: z.string().trim().min(1).max(LOGIN_FIELD_MAX),
  password: z.string().min(1).max(LOGIN_FIELD_MAX),
  rememberMe: z.boolean().default(false),
});

/** User info of spec access §3; names follow the spec's field names. */
export const ZUserInfo = z.object({
  uid: z.string(),
  firstNameTh: z.string(),
  lastNameTh: z.string(),
  firstNameEn: z.string(),
  lastNameEn: z.string(),
  email: z.string(),
  mobile: z.string(),
  userTypeId: z.string(),
  drLicenseNo: z.string().nullable(),
  drSpecialItems: z.array(z.string()),
  contentId: z.number().int().nullable(),
  linkedWithMFD: z.boolean(),
  fullName: z.string(),
  fullNameEn: z.string(),
  drApptColor: z.string().nullable(),
  /** Role ids at the branch of the request, empty outside a branch. */
  authIdItems: z.array(z.number().int()),
  isSuperadmin: z.boolean(),
  deletedAt: z.string().nullable(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZLoginResult = z.object({ accessToken: z.string(), user: ZUserInfo });

type PersonNames = { firstNameTh: string; lastNameTh: string; firstNameEn: string; lastNameEn: string };

/** How a person's full names read everywhere (screens, lists, mails, printouts): first, then last. */
export function fullNames(person: PersonNames): { fullName: string; fullNameEn: string } {
  return {
    fullName: `${person.firstNameTh} ${person.lastNameTh}`.trim(),
    fullNameEn: `${person.firstNameEn} ${person.lastNameEn}`.trim(),
  };
}
