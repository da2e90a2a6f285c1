import { z } from 'zod';
import { INT4_MAX, ZPlainText } from '../lib/wire.ts';
import { ROUTE_PARAM_MAX } from '../lib/route-params.ts';
import { CLINIC_MESSAGES } from './clinic-admin.messages.ts';

/**
 * First path segments the web app uses itself: a clinic with one of these urls would put its
 * branches under /login/…, /superadmin/… and so on, where the router sends people elsewhere.
 * Also the fixed words the spec's API puts where a clinic url stands in another route of the same
 * prefix (`/api/appointment/doctor/{c}/{b}` beside `/api/appointment/{c}/{b}/{id}`,
 * `/api/patient/merge/{c}/{b}` beside `/api/patient/{c}/{b}/{id}`): such a clinic's calls would be
 * taken for the other route.
 */
export const RESERVED_CLINIC_URLS = [
  'api',
  'o',
  'clinic',
  'superadmin',
  'login',
  'logout',
  'register',
  'oauth2',
  'document',
  'dicom-viewer',
  'receipt',
  'user',
  'assets',
  'static',
  'files',
  'admin',
  'doctor',
  'move',
  'status',
  'refer',
  'patient',
  'summary',
  'merge',
  'history',
  'code',
  'verify',
  'branch',
  'usage',
  'viewer',
  'overdue',
  'cancel',
] as const;

const M = CLINIC_MESSAGES;

/**
 * A clinic's or branch's url (`/{clinicUrl}/{branchUrl}`): lower-case ASCII letters, digits and
 * single hyphens, 2–50 characters (the route-parameter rule's limit), so that it reads the same
 * in every address bar and never needs escaping.
 */
export const ZSlug = z
  .string()
  .trim()
  .min(2, M.slugTooShort)
  .max(ROUTE_PARAM_MAX, M.slugTooLong)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.slugFormat);

export const ZClinicUrl = ZSlug.refine(
  (url) => !(RESERVED_CLINIC_URLS as readonly string[]).includes(url),
  M.slugReserved,
);

/** The short code printed on documents (YIM, SIAM): upper-case letters and digits. */
export const ZEntityCode = z
  .string()
  .trim()
  .min(1, M.entityCodeRequired)
  .max(10, M.entityCodeTooLong)
  .regex(/^[A-Z0-9]+$/, M.entityCodeFormat);

const THAI_LETTER = /[\u0E01-\u0E2E]/;
const THAI_SCRIPT = /[\u0E00-\u0E7F]/;

/** The Thai name holds at least one Thai letter; the English name none (it is printed on English documents). */
export const ZThaiName = ZPlainText(200)
  .min(1, M.thaiNameRequired)
  .refine((name) => THAI_LETTER.test(name), M.thaiNameScript);
export const ZEnglishName = ZPlainText(200)
  .min(1, M.englishNameRequired)
  .refine((name) => !THAI_SCRIPT.test(name), M.englishNameScript);

export const ZNewBranch = z.object({ url: ZSlug, code: ZEntityCode, name: ZThaiName, nameEn: ZEnglishName });
export type TNewBranch = z.infer<typeof ZNewBranch>;

export const ZNewClinic = z.object({ url: ZClinicUrl, code: ZEntityCode, name: ZThaiName, nameEn: ZEnglishName });
export type TNewClinic = z.infer<typeof ZNewClinic>;

const ZManagerEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(M.managerEmailFormat).max(100, M.managerEmailFormat));

/** POST /api/superadmin/clinics: the clinic, its first branch and its first manager by e-mail. */
export const ZCreateClinicBody = z.object({
  clinic: ZNewClinic,
  branch: ZNewBranch,
  manager: z.object({ email: ZManagerEmail }),
});
export type TCreateClinicBody = z.infer<typeof ZCreateClinicBody>;
export type TCreateClinicInput = z.input<typeof ZCreateClinicBody>;

/** The creation form's fields, one level deep (the web form binds top-level fields), and the body it makes. */
export const ZCreateClinicForm = z
  .object({
    clinicUrl: ZClinicUrl,
    clinicCode: ZEntityCode,
    clinicName: ZThaiName,
    clinicNameEn: ZEnglishName,
    branchUrl: ZSlug,
    branchCode: ZEntityCode,
    branchName: ZThaiName,
    branchNameEn: ZEnglishName,
    managerEmail: ZManagerEmail,
  })
  .transform((form): TCreateClinicBody => ({
    clinic: { url: form.clinicUrl, code: form.clinicCode, name: form.clinicName, nameEn: form.clinicNameEn },
    branch: { url: form.branchUrl, code: form.branchCode, name: form.branchName, nameEn: form.branchNameEn },
    manager: { email: form.managerEmail },
  }));

export const ZBranchSummary = z.object({ url: z.string(), code: z.string(), name: z.string(), nameEn: z.string() });

/** A clinic as the platform tools show it. */
export const ZClinicSummary = z.object({
  id: z.number().int(),
  url: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  createdAt: z.string(),
  branchCount: z.number().int(),
  memberCount: z.number().int(),
});
export type TClinicSummary = z.infer<typeof ZClinicSummary>;

export const ZClinicManager = z.object({ email: z.string(), fullName: z.string(), branchUrl: z.string() });

/** An active member of one of the clinic's branches, with the roles held there (the super-admin's clinic page). */
export const ZClinicMember = z.object({
  uid: z.string(),
  email: z.string(),
  fullName: z.string(),
  branchUrl: z.string(),
  roleIds: z.array(z.number().int()),
});

export const ZClinicDetail = ZClinicSummary.extend({
  branches: z.array(ZBranchSummary.extend({ memberCount: z.number().int() })),
  managers: z.array(ZClinicManager),
  members: z.array(ZClinicMember),
});
export type TClinicDetail = z.infer<typeof ZClinicDetail>;

/** What a creation answers: the clinic and whether the manager was invited as a new account. */
export const ZCreatedClinic = z.object({
  clinic: ZClinicDetail,
  manager: z.object({ email: z.string(), invited: z.boolean() }),
});
export type TCreatedClinic = z.infer<typeof ZCreatedClinic>;

export const ZClinicIdParams = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

/** The clinic's own fields, as its manager edits them. */
export const ZClinicProfile = z.object({
  url: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  logoContentId: z.number().int().nullable(),
  branches: z.array(ZBranchSummary),
});
export type TClinicProfile = z.infer<typeof ZClinicProfile>;

/** PUT /api/clinic/{c}/{b}: names and logo (a content the manager uploaded; null removes it). */
export const ZClinicProfileInput = z.object({
  name: ZThaiName,
  nameEn: ZEnglishName,
  logoContentId: z.number().int().positive().max(INT4_MAX).nullable(),
});
export type TClinicProfileInput = z.infer<typeof ZClinicProfileInput>;
