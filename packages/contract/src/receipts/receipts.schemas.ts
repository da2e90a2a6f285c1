import { z } from 'zod';
import { INT4_MAX, ZDateOnly, ZId, ZInstant, ZMoney, ZPageQuery, ZPlainText } from '../lib/wire.ts';

/**
 * Receipts (spec clinic §3 Receipt, §7 Receipts): the payment of a visit's treatment, and of
 * what the patient still owed from earlier visits, split across the branch's payment methods.
 * Baht on the wire, integer satang in the database and in every sum the server makes.
 */

/** The answer of POST /api/receipt when the treatment changed since the screen read it (spec §4). */
export const APPT_IS_NOT_UPTO_DATE = 'APPT-IS-NOT-UPTO-DATE';

export const RECEIPT_MAX_ITEMS = 400;
export const RECEIPT_MAX_METHODS = 10;

/** The next visit printed on the receipt (spec §3 Next visit). */
export const ZNextVisit = z.object({
  start: ZInstant,
  treatmentTitle: ZPlainText(200).default(''),
  treatmentTitleEn: ZPlainText(200).default(''),
  doctorName: ZPlainText(200).default(''),
  doctorNameEn: ZPlainText(200).default(''),
});
export type TNextVisit = z.output<typeof ZNextVisit>;

/**
 * A payment-method line (spec displayAmount): `id` is the mReceiptPayment method. A card line
 * names the approved card-terminal sale that took exactly its amount (`terminalSaleId`, see
 * terminal-sales.schemas.ts); other lines name none.
 */
export const ZDisplayAmountInput = z.object({
  id: ZId,
  amount: ZMoney.refine((baht) => baht > 0, 'ต้องมากกว่า 0'),
  terminalSaleId: ZId.optional(),
});

/** What is paid on one owed line: a line of this visit's treatment or one still owed from before. */
export const ZReceiptItemInput = z.object({ treatmentItemId: ZId, paid: ZMoney });

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

/**
 * Body of POST /api/receipt/{c}/{b} (spec §3 create-receipt payload): the visit, the treatment
 * with the `modifyDt` the screen read, what is paid on each line (lines of the treatment left
 * out are owed in full), the next visit and the payment-method lines, which add up to the paid.
 */
export const ZReceiptCreate = z.object({
  appointmentId: ZId,
  treatment: z.object({ id: ZId, modifyDt: ZInstant }),
  receipt: z.object({
    items: z
      .array(ZReceiptItemInput)
      .max(RECEIPT_MAX_ITEMS)
      .refine((items) => unique(items.map((i) => i.treatmentItemId)), 'รายการซ้ำกัน'),
  }),
  nextVisit: ZNextVisit.nullable().default(null),
  displayAmount: z
    .array(ZDisplayAmountInput)
    .max(RECEIPT_MAX_METHODS)
    .refine((lines) => unique(lines.map((l) => l.id)), 'ช่องทางชำระเงินซ้ำกัน'),
});
export type TReceiptCreate = z.output<typeof ZReceiptCreate>;

/**
 * What a card line prints from the terminal's slip (docs/wire.md "Card terminal"): the brand, the card number's
 * last four digits and the issuer's approval code, which the patient matches against the slip.
 */
export const ZCardSlip = z.object({
  cardBrand: z.string().nullable(),
  maskedPan: z.string().nullable(),
  approvalCode: z.string().nullable(),
});
export type TCardSlip = z.infer<typeof ZCardSlip>;

export const ZDisplayAmount = z.object({
  id: z.number().int(),
  cateName: z.string(),
  cateNameEn: z.string(),
  amount: z.number(),
  /** A line paid at the card terminal; null for every other line. */
  card: ZCardSlip.nullable(),
});

export const ZReceiptItem = z.object({
  treatmentItem: z.number().int(),
  treatmentId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  doctor: z.string(),
  doctorEn: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  /** The line's discount, with its share of the bill's final discount. */
  finalDiscount: z.number(),
  /** What was owed on the line before this receipt. */
  amount: z.number(),
  paid: z.number(),
  remained: z.number(),
});
export type TReceiptItem = z.infer<typeof ZReceiptItem>;

export const ZReceipt = z.object({
  id: z.number().int(),
  receiptNo: z.string(),
  cancel: z.boolean(),
  cancelReason: z.string().nullable(),
  cancelDt: ZInstant.nullable(),
  creationDt: ZInstant,
  price: z.number(),
  finalDiscount: z.number(),
  /** What was owed on the receipt's items before it: paid + overdue. */
  amount: z.number(),
  paid: z.number(),
  overdue: z.number(),
  displayAmount: z.array(ZDisplayAmount),
  receiptItems: z.array(ZReceiptItem),
  nextVisit: ZNextVisit.nullable(),
  appointmentId: z.number().int(),
  treatmentId: z.number().int(),
  branch: z.object({ id: z.number().int() }),
  patient: z.object({ id: z.number().int(), dn: z.number().int(), name: z.string() }),
  /** The `ref` of the receipt's public link, /receipt/view?ref=… (no login). */
  publicRef: z.string(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

/**
 * A public link's reference: the clinic's id (which opens its rows, as the FHIR tokens do) and
 * the receipt's 128 random bits, base64url; anything else is refused before the database.
 */
export const PUBLIC_RECEIPT_REF = /^[1-9]\d{0,9}\.[A-Za-z0-9_-]{22}$/;
export const ZPublicReceiptParams = z.object({ hash: z.string().max(40).regex(PUBLIC_RECEIPT_REF, 'ref') });

/**
 * GET /api/reprint/{hash}: what the receipt itself prints, nothing more of the patient (name and
 * DN), with the clinic and branch of its header. No ids of the visit, treatment or patient.
 */
export const ZPublicReceipt = z.object({
  receipt: ZReceipt.omit({
    appointmentId: true,
    treatmentId: true,
    branch: true,
    patient: true,
    publicRef: true,
  }).extend({
    patient: z.object({ dn: z.number().int(), name: z.string() }),
  }),
  branch: z.object({
    clinicName: z.string(),
    clinicNameEn: z.string(),
    name: z.string(),
    nameEn: z.string(),
    address: z.string(),
    addressEn: z.string(),
    tel: z.string(),
    taxId: z.string(),
  }),
});
export type TPublicReceipt = z.infer<typeof ZPublicReceipt>;

/** The answer of POST /api/receipt: the receipt, or the stale-treatment word (spec §4). */
export const ZReceiptCreated = z.union([
  z.object({ receipt: ZReceipt, creationDt: ZInstant }),
  z.literal(APPT_IS_NOT_UPTO_DATE),
]);
export type TReceiptCreated = z.infer<typeof ZReceiptCreated>;

/** One line the patient owes, as the payment screen lists it. */
export const ZOwedLine = z.object({
  treatmentItemId: z.number().int(),
  treatmentId: z.number().int(),
  /** The visit's own treatment (true) or one still owed from before (false). */
  current: z.boolean(),
  treatmentDate: ZInstant,
  name: z.string(),
  nameEn: z.string(),
  doctor: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  finalDiscount: z.number(),
  /** Still owed on the line: what the payment may take, at most. */
  remained: z.number(),
});
export type TOwedLine = z.infer<typeof ZOwedLine>;

/** GET /api/checkCreateReceipt/{c}/{b}/{appointmentId}: whether the visit can be paid, and what it owes. */
export const ZReceiptCheck = z.object({
  appointmentId: z.number().int(),
  /** A live receipt of the visit, when it was paid already. */
  receiptId: z.number().int().nullable(),
  canCreate: z.boolean(),
  treatment: z.object({ id: z.number().int(), modifyDt: ZInstant }).nullable(),
  patient: z.object({ id: z.number().int(), dn: z.number().int(), name: z.string() }).nullable(),
  lines: z.array(ZOwedLine),
  /** `isCard`: paid at the card terminal (EDC), never keyed in. */
  paymentMethods: z.array(
    z.object({ id: z.number().int(), cateName: z.string(), cateNameEn: z.string(), isCard: z.boolean() }),
  ),
  /** The clinic and branch the receipt will print, tax id included, for the create-mode preview. */
  header: ZPublicReceipt.shape.branch,
});
export type TReceiptCheck = z.infer<typeof ZReceiptCheck>;

export const ZReceiptCancel = z.object({ reason: ZPlainText(500).refine((r) => r.length > 0, 'กรุณาระบุเหตุผล') });

export const RECEIPT_STATUSES = ['all', 'active', 'cancel'] as const;

/** GET /api/receipt/{c}/{b}: the branch's receipts, newest first (spec §7: both date spellings). */
export const ZReceiptListQuery = ZPageQuery.extend({
  keyword: ZPlainText(100).default(''),
  /** One patient's receipts at the branch (the record's receipts tab). */
  patientId: ZId.optional(),
  startDt: ZDateOnly.optional(),
  endDt: ZDateOnly.optional(),
  dateFrom: ZDateOnly.optional(),
  dateTo: ZDateOnly.optional(),
  status: z.enum(RECEIPT_STATUSES).default('all'),
});
export type TReceiptListQuery = z.output<typeof ZReceiptListQuery>;

export const ZReceiptSummary = ZReceipt.pick({
  id: true,
  receiptNo: true,
  cancel: true,
  creationDt: true,
  amount: true,
  paid: true,
  overdue: true,
  appointmentId: true,
  patient: true,
  publicRef: true,
});
export const ZReceiptList = z.object({
  receipts: z.array(ZReceiptSummary),
  pagination: z.object({ offset: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
export type TReceiptList = z.infer<typeof ZReceiptList>;

/** Receipt ids are bounded like every id. */
export const ZReceiptIdParams = z.object({ clinicUrl: z.string(), branchUrl: z.string(), id: ZId });
export const RECEIPT_ID_MAX = INT4_MAX;

/** The clinic and branch a receipt prints in its header (spec §2: names, addresses, tax id). */
export const ZReceiptHeader = ZPublicReceipt.shape.branch;
export type TReceiptHeader = z.infer<typeof ZReceiptHeader>;

/** The modes a kept receipt is printed in (spec §2); 'create' is the payment screen's alone. */
export const RECEIPT_PRINT_MODES = ['original', 'copy', 'cancel'] as const;
export const RECEIPT_LANGUAGES = ['th', 'en'] as const;
export type TReceiptLanguage = (typeof RECEIPT_LANGUAGES)[number];

/**
 * GET /api/reprint/{c}/{b}/{id}: a receipt as it prints again, with its header, how many times it
 * was printed, and the label the next original-mode print would carry.
 */
export const ZReprint = z.object({
  receipt: ZReceipt,
  branch: ZReceiptHeader,
  printCount: z.number().int(),
  nextLabel: z.enum(['Original', 'Copy', 'Cancel']),
});
export type TReprint = z.infer<typeof ZReprint>;

/** What a print asks for: the mode (a cancelled receipt prints 'Cancel' whatever is asked) and, for the PDF, the language. */
export const ZIssueReprint = z.object({
  mode: z.enum(RECEIPT_PRINT_MODES).default('copy'),
  lang: z.enum(RECEIPT_LANGUAGES).default('th'),
});
export type TIssueReprint = z.output<typeof ZIssueReprint>;

/** POST issueReprint: the print is counted and audited; the answer is what to print and its label. */
export const ZIssuedReprint = ZReprint.omit({ nextLabel: true }).extend({
  label: z.enum(['Original', 'Copy', 'Cancel']),
});
export type TIssuedReprint = z.infer<typeof ZIssuedReprint>;

/** The server-made PDF of a print (A5, the bundled Sarabun), base64 inside the usual envelope. */
export const ZReceiptPdf = z.object({
  fileName: z.string(),
  label: z.enum(['Original', 'Copy', 'Cancel']),
  pdfBase64: z.string(),
});
export type TReceiptPdf = z.infer<typeof ZReceiptPdf>;
