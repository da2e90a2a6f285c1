import { z } from 'zod';
import { INT4_MAX } from '../lib/wire.ts';
import { ZNewPassword } from './password-rules.ts';
import { ACCOUNT_MESSAGES } from './account.messages.ts';

export const DENTIST_USER_TYPE = '2';
export const LICENSE_MAX = 5;
export const MOBILE_DIGITS = 10;

const M = ACCOUNT_MESSAGES;

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);

const ZMobile = z
  .string({ error: M.mobileRequired })
  .trim()
  .min(1, M.mobileRequired)
  .regex(/^\d*$/, M.mobileNumeric)
  .length(MOBILE_DIGITS, M.mobileDigits);

const names = {
  firstNameTh: required(M.firstNameTh),
  lastNameTh: required(M.lastNameTh),
  firstNameEn: required(M.firstNameEn),
  lastNameEn: required(M.lastNameEn),
};

/**
 * Dentist fields are required only for type 2 and cleared for every other type. The licence
 * number (ท.) has one rule wherever it is entered: digits only, at most 5 (registration used to
 * take '12a' that the profile then refused to save).
 */
function dentistFields<
  T extends { userTypeId: string; drLicenseNo?: string | null | undefined; drSpecialItems?: string[] | undefined },
>(value: T, ctx: z.RefinementCtx, messages: { license: string; specialty: string }) {
  if (value.userTypeId !== DENTIST_USER_TYPE) return;
  const license = value.drLicenseNo?.trim() ?? '';
  if (!license) ctx.addIssue({ code: 'custom', path: ['drLicenseNo'], message: messages.license });
  else if (!/^\d+$/.test(license)) ctx.addIssue({ code: 'custom', path: ['drLicenseNo'], message: M.licenseNumeric });
  else if (license.length > LICENSE_MAX)
    ctx.addIssue({ code: 'custom', path: ['drLicenseNo'], message: M.licenseTooLong });
  if (!value.drSpecialItems?.length)
    ctx.addIssue({ code: 'custom', path: ['drSpecialItems'], message: messages.specialty });
}

export const ZRegisterBody = z
  .object({
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .min(1, M.emailRequired)
      .max(100, M.emailFormat)
      .pipe(z.email(M.emailFormat)),
    password: ZNewPassword(M.passwordRequired),
    confirmPassword: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
    ...names,
    mobile: ZMobile,
    userTypeId: z
      .string({ error: M.userTypeRequired })
      .regex(/^\d+$/, M.userTypeRequired)
      .refine((v) => v !== '0', M.userTypeRequired),
    drLicenseNo: z.string().trim().max(LICENSE_MAX, M.licenseTooLong).nullish(),
    drSpecialItems: z.array(z.string().max(20)).max(30).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.confirmMismatch });
    dentistFields(value, ctx, { license: M.licenseRequired, specialty: M.specialtyRequired });
  });
export type TRegisterBody = z.input<typeof ZRegisterBody>;

export const ZProfileBody = z
  .object({
    uid: z.string(),
    ...names,
    mobile: ZMobile,
    userTypeId: z
      .string({ error: M.userTypeRequired })
      .regex(/^\d+$/, M.userTypeRequired)
      .refine((v) => v !== '0', M.userTypeRequired),
    drLicenseNo: z.string().trim().max(LICENSE_MAX, M.licenseTooLong).nullish(),
    drSpecialItems: z.array(z.string().max(20)).max(30).default([]),
    contentId: z.number().int().positive().max(INT4_MAX).nullish(),
    linkedWithMFD: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    dentistFields(value, ctx, { license: M.licenseRequired, specialty: M.specialtyAtLeastOne });
  });
export type TProfileBody = z.input<typeof ZProfileBody>;

export const ZChangePasswordBody = z.object({
  uid: z.string(),
  oldPassword: z.string({ error: M.oldPasswordRequired }).min(1, M.oldPasswordRequired).max(100),
  password: ZNewPassword(M.newPasswordRequired),
});

/** The change-password form adds the confirmation, which never leaves the browser. */
export const ZChangePasswordForm = z
  .object({
    oldPassword: z.string().min(1, M.oldPasswordRequired),
    password: ZNewPassword(M.newPasswordRequired),
    confirmPassword: z.string().min(1, M.confirmNewRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: M.confirmNewMismatch });

/** Single-use keys from e-mails: at least 128 bits, base64url. */
const ZMailKey = z
  .string()
  .min(22)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

export const ZActivateBody = z.object({ activateKey: ZMailKey });
export const ZForgotPasswordBody = z.object({
  email: z.string().trim().min(1, M.emailRequired).max(100).pipe(z.email(M.emailFormat)),
});
export const ZResetKeyBody = z.object({ resetPasswordKey: ZMailKey });
export const ZResetPasswordBody = z.object({
  resetPasswordKey: ZMailKey,
  password: ZNewPassword(M.newPasswordRequired),
});

export const ZBranchVerifyBody = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(100),
});

/** A branch member as GET /api/user/{c}/{b} lists them. */
export const ZBranchUser = z.object({
  uid: z.string(),
  fullName: z.string(),
  fullNameEn: z.string(),
  firstNameTh: z.string(),
  lastNameTh: z.string(),
  firstNameEn: z.string(),
  lastNameEn: z.string(),
  email: z.string(),
  userTypeId: z.string(),
  drLicenseNo: z.string().nullable(),
  drApptColor: z.string().nullable(),
  contentId: z.number().int().nullable(),
  authIdItems: z.array(z.number().int()),
  deletedAt: z.string().nullable(),
});
export type TBranchUser = z.infer<typeof ZBranchUser>;

export const ZBranchUsersQuery = z.object({
  /** Comma-separated role ids: '2' for doctors, '1,2,3,4,5' for everyone. */
  roleIds: z
    .string()
    .regex(/^[1-5](,[1-5])*$/)
    .default('1,2,3,4,5'),
  activeMembersOnly: z.enum(['true', 'false']).default('true'),
});
