import { z } from 'zod';
import { bangkokDate } from '../format/date.ts';
import { normalizePhone } from '../format/phone.ts';
import { INT4_MAX, MAX_PAGE_LIMIT, ZDateOnly, ZId, ZInstant, ZMultilineText, ZPlainText } from '../lib/wire.ts';
import { isValidThaiNationalId, normalizeNationalId } from './thai-national-id.ts';
import { PATIENT_MESSAGES } from './patients.messages.ts';

/** `personal_type` value of the Thai national id card: the only one whose number has a check digit. */
export const THAI_ID_CARD_TYPE = '1';
/** Mobile numbers are Thai: ten digits ('0812345678'), typed with or without dashes. */
export const PATIENT_MOBILE_DIGITS = 10;
/** How many patient ids a list call may ask for at once (the last 5 of the search screen, and some). */
export const PATIENT_IDS_MAX = 20;

const M = PATIENT_MESSAGES;

/** A real calendar day (not 2026-02-30), not after today in Bangkok. */
const ZBirthDate = ZDateOnly.refine((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01';
}, M.dobInvalid).refine((value) => value <= bangkokDate(), M.dobFuture);

/** Ten digits once spaces and dashes are gone; empty when the patient has none. */
const ZPatientMobile = ZPlainText(20)
  .transform(normalizePhone)
  .pipe(z.union([z.literal(''), z.string().regex(new RegExp(`^\\d{${PATIENT_MOBILE_DIGITS}}$`), M.mobileDigits)]));

/** A configuration value id (`title_name`, `gender`, `personal_type`), checked against the list by the server. */
const ZConfigId = z
  .string()
  .regex(/^\d{1,4}$/)
  .nullable()
  .default(null);

const text = (max: number) => ZPlainText(max).default('');
const notes = (max: number) => ZMultilineText(max).default('');

/**
 * Body of POST and PUT /api/patient/{c}/{b}[/{id}]. A Thai patient needs a Thai first and last
 * name; a foreigner an English one. Address parts are checked against the Thai address data set
 * by the server.
 */
export const ZPatientInput = z
  .object({
    existDn: text(30),
    foreigner: z.boolean().default(false),
    titleNameTh: ZConfigId,
    firstNameTh: text(100),
    lastNameTh: text(100),
    titleNameEn: ZConfigId,
    firstNameEn: text(100),
    lastNameEn: text(100),
    nickname: text(50),
    dob: ZBirthDate.nullable().default(null),
    gender: ZConfigId,
    personalType: ZConfigId,
    personalId: ZPlainText(30).default(''),
    mobile: ZPatientMobile.default(''),
    tel: text(30),
    email: z.union([z.literal(''), z.email(M.email).max(254)]).default(''),
    lineId: text(50),
    consentSms: z.boolean().default(false),
    consentLine: z.boolean().default(false),
    consentEmail: z.boolean().default(false),
    allergies: notes(1000),
    congenitalDiseases: notes(1000),
    emergencyContactName: text(200),
    emergencyContactRelation: text(50),
    emergencyContactPhone: text(30),
    photoContentId: ZId.nullable().default(null),
    notes: notes(2000),
    address: text(300),
    subDistrict: text(100),
    district: text(100),
    province: text(100),
    postcode: z.union([z.literal(''), z.string().regex(/^\d{5}$/, M.postcode)]).default(''),
  })
  .superRefine((value, ctx) => {
    const need = (field: keyof typeof value, message: string) => {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (value.foreigner) {
      need('firstNameEn', M.firstNameEn);
      need('lastNameEn', M.lastNameEn);
    } else {
      need('firstNameTh', M.firstNameTh);
      need('lastNameTh', M.lastNameTh);
    }
    if (value.personalType === THAI_ID_CARD_TYPE && value.personalId && !isValidThaiNationalId(value.personalId)) {
      ctx.addIssue({ code: 'custom', path: ['personalId'], message: M.personalIdInvalid });
    }
  })
  .transform((value) =>
    value.personalType === THAI_ID_CARD_TYPE ? { ...value, personalId: normalizeNationalId(value.personalId) } : value,
  );
export type TPatientInput = z.output<typeof ZPatientInput>;

/** A patient record as GET, POST and PUT answer it. */
export const ZPatient = z.object({
  id: z.number().int(),
  /** The clinic's DN, an integer; shown zero-padded with `formatDn`. */
  dn: z.number().int(),
  existDn: z.string(),
  foreigner: z.boolean(),
  titleNameTh: z.string().nullable(),
  firstNameTh: z.string(),
  lastNameTh: z.string(),
  titleNameEn: z.string().nullable(),
  firstNameEn: z.string(),
  lastNameEn: z.string(),
  nickname: z.string(),
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  personalType: z.string().nullable(),
  personalId: z.string(),
  mobile: z.string(),
  tel: z.string(),
  email: z.string(),
  lineId: z.string(),
  consentSms: z.boolean(),
  consentLine: z.boolean(),
  consentEmail: z.boolean(),
  allergies: z.string(),
  congenitalDiseases: z.string(),
  emergencyContactName: z.string(),
  emergencyContactRelation: z.string(),
  emergencyContactPhone: z.string(),
  photoContentId: z.number().int().nullable(),
  notes: z.string(),
  address: z.string(),
  subDistrict: z.string(),
  district: z.string(),
  province: z.string(),
  postcode: z.string(),
  /** The branch where the patient was registered; patients belong to the clinic, shared by its branches. */
  registeredBranchId: z.number().int(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type TPatient = z.infer<typeof ZPatient>;

/** One line of the patient list and of duplicate warnings: enough to tell two people apart. */
export const ZPatientSummary = ZPatient.pick({
  id: true,
  dn: true,
  existDn: true,
  foreigner: true,
  titleNameTh: true,
  firstNameTh: true,
  lastNameTh: true,
  titleNameEn: true,
  firstNameEn: true,
  lastNameEn: true,
  nickname: true,
  dob: true,
  gender: true,
  personalId: true,
  mobile: true,
  photoContentId: true,
  registeredBranchId: true,
});
export type TPatientSummary = z.infer<typeof ZPatientSummary>;

/** '3,17,42' → [3, 17, 42]: the patients the search screen remembers (ids only, never names). */
const ZIdList = ZPlainText(PATIENT_IDS_MAX * 11)
  .transform((value) =>
    value
      .split(',')
      .filter((part) => part.trim() !== '')
      .map(Number),
  )
  .pipe(z.array(z.number().int().positive().max(INT4_MAX)).min(1).max(PATIENT_IDS_MAX));

/**
 * GET /api/patient/{c}/{b}: one keyword finds by DN (with or without its zero padding), legacy
 * DN, Thai or English name fragments in either order, mobile (with or without dashes) or
 * national id. Without branchId every branch of the clinic; with it, the patients registered
 * there and those with an appointment there that was not cancelled. `ids` fetches those patients only (the remembered recent ones), in no particular order.
 */
export const ZPatientListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(20),
  keyword: ZPlainText(100).optional(),
  branchId: ZId.optional(),
  ids: ZIdList.optional(),
});
export type TPatientListQuery = z.output<typeof ZPatientListQuery>;

/**
 * A keyword search counts its matches exactly up to this many; a broader keyword (a common name
 * fragment) stops counting there, so that it costs about what a narrow one does (ADR 0012).
 */
export const PATIENT_SEARCH_COUNT_CAP = 1000;

/**
 * The spec's list answer: the page and, as `maxPatient`, how many match in all. When a keyword
 * matches more than PATIENT_SEARCH_COUNT_CAP patients, `maxPatient` is the cap and
 * `maxPatientCapped` is true ("more than 1,000"): the pages beyond it still answer, in order.
 */
export const ZPatientList = z.object({
  list: z.array(ZPatientSummary),
  maxPatient: z.number().int(),
  maxPatientCapped: z.boolean().optional(),
});
export type TPatientList = z.infer<typeof ZPatientList>;

export const ZPatientParams = z.object({ clinicUrl: z.string(), branchUrl: z.string(), id: ZId });

/** GET /api/patient/checkDuplicate/{c}/{b}: asked by the form before it saves; `id` is the record being edited. */
export const ZCheckDuplicateQuery = z.object({
  firstNameTh: ZPlainText(100).default(''),
  lastNameTh: ZPlainText(100).default(''),
  personalId: ZPlainText(30).default(''),
  id: ZId.optional(),
});
export type TCheckDuplicateQuery = z.output<typeof ZCheckDuplicateQuery>;

export const DUPLICATE_REASONS = ['name', 'personalId'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** Existing patients with the same Thai name or the same national id; empty when none. */
export const ZDuplicateCheck = z.object({
  duplicated: z.boolean(),
  list: z.array(ZPatientSummary.extend({ matchedBy: z.array(z.enum(DUPLICATE_REASONS)) })),
});
export type TDuplicateCheck = z.infer<typeof ZDuplicateCheck>;

/** DELETE answers the id of the record now hidden (soft delete: every record that names it stays). */
export const ZPatientDeleted = z.object({ id: z.number().int() });

/** POST /api/patient/merge/{c}/{b}: `mergeId`'s records move to `keepId`; `mergeId` is then deleted. */
export const ZPatientMergeBody = z
  .object({ keepId: ZId, mergeId: ZId })
  .refine((value) => value.keepId !== value.mergeId, { path: ['mergeId'], message: M.mergeSame });
export type TPatientMergeBody = z.output<typeof ZPatientMergeBody>;

export const ZPatientMergeResult = z.object({
  patient: ZPatient,
  /** Rows moved from the merged record, by table (`patient_risk_evaluations: 2`). */
  moved: z.record(z.string(), z.number().int()),
});
export type TPatientMergeResult = z.infer<typeof ZPatientMergeResult>;

export const PATIENT_AUDIT_ACTIONS = ['create', 'update', 'delete', 'open', 'merge'] as const;

/** One field a change touched, with its value before and after. */
export const ZFieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

/** One line of a record's history: who opened or changed it, when, at which branch, and what changed. */
export const ZPatientAuditEntry = z.object({
  id: z.number().int(),
  at: ZInstant,
  action: z.enum(PATIENT_AUDIT_ACTIONS),
  userId: z.string().nullable(),
  userName: z.string(),
  branchId: z.number().int().nullable(),
  changes: z.array(ZFieldChange),
});
export type TPatientAuditEntry = z.infer<typeof ZPatientAuditEntry>;

export const ZPatientHistoryQuery = z.object({
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(20),
});
