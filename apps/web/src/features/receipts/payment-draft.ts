import {
  bahtToSatang,
  satangToBaht,
  type TAppointment,
  type TNextVisit,
  type TReceiptCheck,
  type TReceiptCreate,
} from '@yim/contract';

// The payment being prepared, kept in integer satang so the sums the screen shows are the
// server's to the satang (the server refuses methods that do not add up to what is paid).

/** The approved card-terminal sale that paid a card line (its slip's details). */
export type PaidByTerminal = {
  id: number;
  approvalCode: string | null;
  maskedPan: string | null;
  cardBrand: string | null;
};

/** A payment-method line; a card line is paid at the terminal before the receipt is saved. */
export type MethodLine = {
  methodId: number;
  satang: number;
  terminalSale?: PaidByTerminal;
  /** A terminal sale whose end did not reach the server (a cancel that failed): checked before any new one. */
  terminalAttempt?: number;
  /** The reference of a terminal start that got no answer: the next try reuses it (the same sale). */
  terminalReference?: string;
};

export type PaymentDraft = {
  /** What is paid now on each owed line, by treatment item id. */
  paid: Record<number, number>;
  methods: MethodLine[];
  /** The next visit printed on the receipt, or none. */
  nextVisit?: TNextVisit | null;
};

/** Booked, not yet come: what a receipt can announce as the next visit. */
const UPCOMING_STATUSES = [1, 2, 11, 12];

/** The patient's first booked appointment after `now`, as the receipt's next visit. */
export function nextVisitOf(appointments: readonly TAppointment[], now: Date = new Date()): TNextVisit | null {
  const next = appointments
    .filter((a) => UPCOMING_STATUSES.includes(a.statusId) && Date.parse(a.startDt) > now.getTime())
    .sort((a, b) => Date.parse(a.startDt) - Date.parse(b.startDt))[0];
  if (!next) return null;
  return {
    start: new Date(next.startDt).toISOString(),
    treatmentTitle: next.treatmentTitle,
    treatmentTitleEn: next.treatmentTitleEn,
    doctorName: '',
    doctorNameEn: '',
  };
}

/** Everything owed paid in full, in the branch's first method (usually cash). */
export function fullPaymentDraft(check: TReceiptCheck): PaymentDraft {
  const paid = Object.fromEntries(check.lines.map((line) => [line.treatmentItemId, bahtToSatang(line.remained)]));
  const total = Object.values(paid).reduce((sum, s) => sum + s, 0);
  const first = check.paymentMethods[0];
  return { paid, methods: first && total > 0 ? [{ methodId: first.id, satang: total }] : [] };
}

export type DraftTotals = { owedSatang: number; paidSatang: number; overdueSatang: number; methodsSatang: number };

export function draftTotals(check: TReceiptCheck, draft: PaymentDraft): DraftTotals {
  const owedSatang = check.lines.reduce((sum, line) => sum + bahtToSatang(line.remained), 0);
  const paidSatang = check.lines.reduce((sum, line) => sum + (draft.paid[line.treatmentItemId] ?? 0), 0);
  const methodsSatang = draft.methods.reduce((sum, m) => sum + m.satang, 0);
  return { owedSatang, paidSatang, overdueSatang: owedSatang - paidSatang, methodsSatang };
}

export type DraftProblem = 'overpaid' | 'methodsMismatch' | 'methodMissing' | 'cardNotPaid' | null;

/** What keeps the draft from being saved, checked as the server will. */
export function draftProblem(check: TReceiptCheck, draft: PaymentDraft): DraftProblem {
  for (const line of check.lines) {
    const paid = draft.paid[line.treatmentItemId] ?? 0;
    if (paid < 0 || paid > bahtToSatang(line.remained)) return 'overpaid';
  }
  const totals = draftTotals(check, draft);
  if (draft.methods.some((m) => m.satang <= 0)) return 'methodMissing';
  if (totals.methodsSatang !== totals.paidSatang) return 'methodsMismatch';
  if (draft.methods.some((m) => isCardMethod(check, m.methodId) && !m.terminalSale)) return 'cardNotPaid';
  return null;
}

/** Whether the method is paid at the card terminal (the server's CARD group). */
export function isCardMethod(check: TReceiptCheck, methodId: number): boolean {
  return check.paymentMethods.some((m) => m.id === methodId && m.isCard);
}

/** The spec's create payload (§3), baht on the wire. */
export function createPayload(check: TReceiptCheck, draft: PaymentDraft): TReceiptCreate {
  if (!check.treatment) throw new Error('a visit without a treatment cannot be paid');
  return {
    appointmentId: check.appointmentId,
    treatment: check.treatment,
    receipt: {
      items: check.lines.map((line) => ({
        treatmentItemId: line.treatmentItemId,
        paid: satangToBaht(draft.paid[line.treatmentItemId] ?? 0),
      })),
    },
    nextVisit: draft.nextVisit ?? null,
    displayAmount: draft.methods.map((m) => ({
      id: m.methodId,
      amount: satangToBaht(m.satang),
      ...(m.terminalSale ? { terminalSaleId: m.terminalSale.id } : {}),
    })),
  };
}
