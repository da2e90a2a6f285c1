import { z } from 'zod';
import { MONEY_MAX_BAHT, ZDateOnly, ZId, ZInstant, ZMoney, ZPageQuery, ZPlainText } from '../lib/wire.ts';
import { bahtToSatang } from '../format/money.ts';

/**
 * Orthodontic packages (spec clinic §3 Ortho package, §4, §5, §7 Ortho). A branch keeps master
 * packages (a course of treatment sold at one price: Thai and English names, priced items, the
 * adjustment visits it includes and the instalments it is usually paid in); the platform keeps
 * national templates (branchId 0 on the wire), which every branch reads and may copy into its own
 * masters. A patient's package is a snapshot of a master or template taken when it is assigned:
 * its names, items and price, an instalment schedule, and the visits used so far.
 */

/** branchId of a national template on the wire (spec clinic §3: 0 means template). */
export const ORTHO_TEMPLATE_BRANCH_ID = 0;

/** Patient package status (spec clinic §4): 2 deleted and 3 completed are the spec's; 1 is in use. */
export const ORTHO_STATUS = { ACTIVE: 1, DELETED: 2, COMPLETED: 3 } as const;
export type OrthoStatus = (typeof ORTHO_STATUS)[keyof typeof ORTHO_STATUS];
export const ORTHO_STATUSES = [1, 2, 3] as const;

export const ORTHO_MAX_ITEMS = 30;
export const ORTHO_MAX_VISITS = 120;
export const ORTHO_MAX_INSTALMENTS = 60;

const ZNameTh = ZPlainText(200).pipe(z.string().min(1, 'กรุณากรอกชื่อภาษาไทย'));
const ZNameEn = ZPlainText(200).default('');

/** One priced part of a package (brackets, retainer, monthly adjustments...). */
export const ZOrthoItemInput = z.object({
  nameTh: ZNameTh,
  nameEn: ZNameEn,
  /** Baht. */
  price: ZMoney,
});
export type TOrthoItemInput = z.output<typeof ZOrthoItemInput>;

/** Body of POST and PUT of a master package (and of a national template). */
export const ZOrthoPackageInput = z
  .object({
    nameTh: ZNameTh,
    nameEn: ZNameEn,
    items: z.array(ZOrthoItemInput).min(1, 'กรุณาเพิ่มรายการอย่างน้อย 1 รายการ').max(ORTHO_MAX_ITEMS),
    /** Adjustment visits the package includes. */
    visits: z.number().int().min(1).max(ORTHO_MAX_VISITS),
    /** How many instalments it is paid in unless the assignment says otherwise. */
    instalments: z.number().int().min(1).max(ORTHO_MAX_INSTALMENTS),
  })
  .refine((input) => input.items.reduce((sum, item) => sum + bahtToSatang(item.price), 0) <= MONEY_MAX_BAHT * 100, {
    message: 'ราคารวมเกินกำหนด',
    path: ['items'],
  });
export type TOrthoPackageInput = z.output<typeof ZOrthoPackageInput>;

export const ZOrthoItem = z.object({ nameTh: z.string(), nameEn: z.string(), price: z.number() });
export type TOrthoItem = z.infer<typeof ZOrthoItem>;

/** A master package of a branch, or a national template (branchId 0, read-only to branches). */
export const ZOrthoPackage = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  nameTh: z.string(),
  nameEn: z.string(),
  items: z.array(ZOrthoItem),
  /** What the items come to, in baht. */
  price: z.number(),
  visits: z.number().int(),
  instalments: z.number().int(),
  creationDt: ZInstant,
  modifyDt: ZInstant,
});
export type TOrthoPackage = z.infer<typeof ZOrthoPackage>;

/** Search of packageManage: the branch's own masters, or the national templates to copy from. */
export const ZOrthoMasterQuery = ZPageQuery.extend({
  keyword: ZPlainText(100).optional(),
  scope: z.enum(['branch', 'template']).default('branch'),
});
export type TOrthoMasterQuery = z.output<typeof ZOrthoMasterQuery>;

/** Body of POST /api/orthoPackage/user/{c}/{b}: a package (master or template) assigned to a patient. */
export const ZPatientOrthoInput = z.object({
  patientId: ZId,
  /** A live master of the branch, or a national template. */
  packageId: ZId,
  /** The first instalment is due on this day, the next ones a month apart. */
  startDate: ZDateOnly,
  /** Left out: the package's own number. */
  instalments: z.number().int().min(1).max(ORTHO_MAX_INSTALMENTS).optional(),
  note: ZPlainText(500).default(''),
});
export type TPatientOrthoInput = z.output<typeof ZPatientOrthoInput>;

export const ZOrthoInstalment = z.object({
  seq: z.number().int(),
  dueDate: ZDateOnly,
  /** Baht. */
  amount: z.number(),
});
export type TOrthoInstalment = z.infer<typeof ZOrthoInstalment>;

export const ZPatientOrthoPackage = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  branchId: z.number().int(),
  /** The master or template it was taken from (which may have changed or gone since). */
  packageId: z.number().int(),
  fromTemplate: z.boolean(),
  nameTh: z.string(),
  nameEn: z.string(),
  items: z.array(ZOrthoItem),
  price: z.number(),
  instalments: z.number().int(),
  schedule: z.array(ZOrthoInstalment),
  visitsTotal: z.number().int(),
  visitsUsed: z.number().int(),
  startDate: ZDateOnly,
  note: z.string(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  creationUid: z.string(),
  creationDt: ZInstant,
  modifyDt: ZInstant,
});
export type TPatientOrthoPackage = z.infer<typeof ZPatientOrthoPackage>;

/** GET /api/orthoPackage/user/{c}/{b}: by patient (`uid`) or by package (`packageID`), exactly one. */
export const ZPatientOrthoQuery = z
  .object({
    uid: ZId.optional(),
    packageID: ZId.optional(),
    includeDeleted: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .refine((q) => (q.uid === undefined) !== (q.packageID === undefined), {
    message: 'ระบุผู้ป่วย (uid) หรือแพ็กเกจ (packageID) อย่างใดอย่างหนึ่ง',
    path: ['uid'],
  });

/** One line of a patient's instalment schedule, across their packages. */
export const ZPatientOrthoScheduleLine = ZOrthoInstalment.extend({
  patientPackageId: z.number().int(),
  nameTh: z.string(),
  nameEn: z.string(),
  status: z.union([z.literal(1), z.literal(3)]),
});

/** Body of PUT /api/orthoPackage/{id}/user/status/{c}/{b}: 2 deleted or 3 completed (spec clinic §7). */
export const ZPatientOrthoStatusChange = z.object({ status: z.union([z.literal(2), z.literal(3)]) });

export const ZOrthoBranchParams = z.object({ clinicUrl: z.string(), branchUrl: z.string() });
export const ZOrthoIdParams = ZOrthoBranchParams.extend({ id: ZId });
export const ZOrthoPatientParams = ZOrthoBranchParams.extend({ patientId: ZId });
