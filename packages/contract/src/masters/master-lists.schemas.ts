import { z } from 'zod';
import { INT4_MAX, ZMoney, ZPageQuery, ZPlainText } from '../lib/wire.ts';
import { MASTER_MESSAGES } from './master-lists.messages.ts';

/**
 * The four master lists of spec clinic §3 that carry entries, each with a category list beside it
 * (`apptTreatCate`, `treatDiagCate`, `treatCate`, `itemCate`), and the lab catalogue, whose
 * categories are the lab companies (`lab` and `companyLab`, docs/adr/0011).
 */
export const MASTER_KINDS = ['apptTreat', 'treatDiag', 'treat', 'item', 'lab'] as const;
export type MasterKind = (typeof MASTER_KINDS)[number];

/** Lists whose entries carry a price (baht on the wire, satang in the database). */
export const PRICED_KINDS: readonly MasterKind[] = ['treat', 'item', 'lab'];

/** branchId of the national-scheme entries and catalogues every branch sees (spec clinic §3). */
export const SCHEME_BRANCH_ID = 0;

/** Where an entry comes from: the branch's own list, or a read-only national catalogue. */
export const MASTER_SOURCES = ['branch', 'scheme', 'icd10', 'icd10tm'] as const;
export type MasterSource = (typeof MASTER_SOURCES)[number];

/** A code a clinic gives its own entries: `D2140`, `K02.1`, `SCALE-01`; unique per branch and list. */
export const ZMasterCode = z
  .string({ error: MASTER_MESSAGES.codeRequired })
  .trim()
  .min(1, MASTER_MESSAGES.codeRequired)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,19}$/, MASTER_MESSAGES.codeFormat);

const ZNameTh = ZPlainText(200).pipe(z.string().min(1, MASTER_MESSAGES.nameThRequired));
const ZNameEn = ZPlainText(200).default('');

/** One entry of a master list, as every list, favourite and detail call answers it. */
export const ZMasterEntry = z.object({
  id: z.number().int(),
  /** Category of the branch's own list; null for national-scheme entries and uncategorised ones. */
  cateId: z.number().int().nullable(),
  code: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  /** Baht (two decimals) on priced lists (treat, item); null elsewhere and where a scheme sets none. */
  price: z.number().nullable(),
  /** Unit an item is counted in (เม็ด, หลอด); empty elsewhere. */
  unit: z.string(),
  /** Marked for this branch: listed first under 'รายการใช้ประจำ'. */
  favorite: z.boolean(),
  /** How often this branch has used the entry in its records. */
  timeUse: z.number().int(),
  /** The branch's id, or 0 for national-scheme entries (read-only). */
  branchId: z.number().int(),
  source: z.enum(MASTER_SOURCES),
  /** Set when a used entry was deleted: hidden from lists, kept for the records that name it. */
  deletedAt: z.string().nullable(),
});
export type TMasterEntry = z.infer<typeof ZMasterEntry>;

export const ZMasterCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  branchId: z.number().int(),
});
export type TMasterCategory = z.infer<typeof ZMasterCategory>;

/** Body of POST and PUT on apptTreat and treatDiag. */
export const ZMasterEntryInput = z.object({
  code: ZMasterCode,
  nameTh: ZNameTh,
  nameEn: ZNameEn,
  cateId: z.number().int().positive().nullable().default(null),
});
export type TMasterEntryInput = z.infer<typeof ZMasterEntryInput>;

/** Body of POST and PUT on treat: a price is required. */
export const ZTreatInput = ZMasterEntryInput.extend({
  price: z.number({ error: MASTER_MESSAGES.priceRequired }).pipe(ZMoney),
});

/** Body of POST and PUT on item: a price and the unit it is sold in. */
export const ZItemInput = ZTreatInput.extend({ unit: ZPlainText(30).default('') });

/**
 * Body of POST and PUT on the lab catalogue (`/api/master/lab`): a product belongs to one lab
 * company (`cateId`, a row of `companyLab`), has the price the lab charges and the unit it is
 * charged by (ซี่, ชิ้น, ชุด).
 */
export const ZLabProductInput = ZItemInput.extend({
  cateId: z.number({ error: MASTER_MESSAGES.labCompanyRequired }).int().positive(),
});

export type TPricedEntryInput = TMasterEntryInput & { price?: number | null; unit?: string };

export const ZMasterCategoryInput = z.object({ code: ZMasterCode, nameTh: ZNameTh, nameEn: ZNameEn });
export type TMasterCategoryInput = z.infer<typeof ZMasterCategoryInput>;

/** `true`/`false` in a query string. */
const ZQueryFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/** Search of a master list: by code or name (Thai or English), within a category. */
export const ZMasterListQuery = ZPageQuery.extend({
  keyword: ZPlainText(100).optional(),
  cateId: z.coerce.number().int().positive().optional(),
});

/** Diagnoses may include the ICD-10 catalogue (K00–K14), spec clinic §7. */
export const ZTreatDiagListQuery = ZMasterListQuery.extend({ includeICD10: ZQueryFlag });
/** Treatments may include the ICD-10-TM procedure catalogue, spec clinic §7. */
export const ZTreatListQuery = ZMasterListQuery.extend({ includeICD10TM: ZQueryFlag });

export type TMasterListQuery = z.output<typeof ZMasterListQuery> & { includeICD10?: boolean; includeICD10TM?: boolean };

export const ZCategoryListQuery = ZPageQuery.extend({ keyword: ZPlainText(100).optional() });
export type TCategoryListQuery = z.output<typeof ZCategoryListQuery>;

export const ZMasterIdParams = z.object({
  clinicUrl: z.string(),
  branchUrl: z.string(),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ZFavoriteResult = z.object({ id: z.number().int(), favorite: z.boolean() });
export const ZDeleteResult = z.object({
  id: z.number().int(),
  /** true when the entry stays, hidden, for the records that name it. */
  hidden: z.boolean(),
});

/** One way to pay (spec clinic §3 mReceiptPayment). */
export const ZPaymentMethod = z.object({
  id: z.number().int(),
  code: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  /** A transfer names the bank it went to (see the bank list). */
  needsBank: z.boolean(),
  /** Paid by a national or bank-backed scheme, not by the patient. */
  isScheme: z.boolean(),
  /** Whether this branch takes it (a branch setting; every method until the branch turns it off). */
  enabled: z.boolean(),
});

/** Payment methods grouped as the payment dialog shows them; `cateName` on receipt lines. */
export const ZPaymentGroup = z.object({
  id: z.number().int(),
  code: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  mReceiptPayment: z.array(ZPaymentMethod),
});
export type TPaymentGroup = z.infer<typeof ZPaymentGroup>;

/**
 * Body of PUT /api/master/mReceiptPayment/{c}/{b}: the methods whose use at the branch changes;
 * methods left out keep their setting.
 */
export const ZBranchPaymentMethodsInput = z.object({
  methods: z
    .array(z.object({ id: z.number().int().positive().max(INT4_MAX), enabled: z.boolean() }))
    .min(1)
    .max(50)
    .refine((methods) => new Set(methods.map((m) => m.id)).size === methods.length, 'ช่องทางชำระเงินซ้ำกัน'),
});
export type TBranchPaymentMethodsInput = z.infer<typeof ZBranchPaymentMethodsInput>;

/** A bank a transfer can go to: its name and the short code Thai banking apps use (KBANK). */
export const ZBank = z.object({
  code: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
});
export type TBank = z.infer<typeof ZBank>;
