import {
  bahtToSatang,
  lineAmountSatang,
  satangToBaht,
  type TMasterEntry,
  type TreatmentLineKind,
  type TTreatment,
} from '@yim/contract';
import type { TreatmentCreateBody, TreatmentUpdateBody } from './treatments.api.ts';

// The form's copy of a treatment record: lines keep the entry's code and names for display, and
// the id of a saved line, so an edit changes it in place (receipts name line ids).

export type DraftLine = {
  /** A key of the form's own, stable while the line is on screen. */
  key: string;
  id?: number;
  kind: TreatmentLineKind;
  masterId: number;
  code: string;
  nameTh: string;
  nameEn: string;
  teeth: string[];
  surfaces: string[];
  quantity: number;
  price: number;
  discount: number;
  note: string;
};

export type TreatmentDraft = { doctorUid: string; note: string; finalDiscount: number; lines: DraftLine[] };

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export function emptyDraft(doctorUid: string): TreatmentDraft {
  return { doctorUid, note: '', finalDiscount: 0, lines: [] };
}

export function draftOf(record: TTreatment): TreatmentDraft {
  return {
    doctorUid: record.doctorUid,
    note: record.note,
    finalDiscount: record.finalDiscount,
    lines: record.lines.map((line) => ({
      key: `line-${line.id}`,
      id: line.id,
      kind: line.kind,
      masterId: line.masterId,
      code: line.code,
      nameTh: line.nameTh,
      nameEn: line.nameEn,
      teeth: line.teeth,
      surfaces: line.surfaces,
      quantity: line.quantity,
      price: line.price,
      discount: line.discount,
      note: line.note,
    })),
  };
}

/** A new line from a master entry, on the teeth and surfaces selected on the chart. */
export function lineFromEntry(
  kind: TreatmentLineKind,
  entry: TMasterEntry,
  teeth: readonly string[],
  surfaces: readonly string[],
): DraftLine {
  return {
    key: newKey(),
    kind,
    masterId: entry.id,
    code: entry.code,
    nameTh: entry.nameTh,
    nameEn: entry.nameEn,
    // Drugs and supplies are dispensed to the patient, not to a tooth.
    teeth: kind === 'item' ? [] : [...teeth],
    surfaces: kind === 'item' || teeth.length === 0 ? [] : [...surfaces],
    quantity: 1,
    // A diagnosis carries no price (the contract refuses one).
    price: kind === 'diagnosis' ? 0 : (entry.price ?? 0),
    discount: 0,
    note: '',
  };
}

export function lineAmountBaht(line: Pick<DraftLine, 'price' | 'quantity' | 'discount'>): number {
  return satangToBaht(
    lineAmountSatang({
      priceSatang: bahtToSatang(line.price),
      quantity: line.quantity,
      discountSatang: bahtToSatang(line.discount),
    }),
  );
}

export type DraftTotals = { subtotal: number; finalDiscount: number; total: number };

/** In satang, so 0.1 + 0.2 never shows as 0.30000000000000004. */
export function draftTotals(draft: TreatmentDraft): DraftTotals {
  const subtotalSatang = draft.lines.reduce((sum, line) => sum + bahtToSatang(lineAmountBaht(line)), 0);
  const finalSatang = bahtToSatang(draft.finalDiscount);
  return {
    subtotal: satangToBaht(subtotalSatang),
    finalDiscount: draft.finalDiscount,
    total: satangToBaht(subtotalSatang - finalSatang),
  };
}

function linesOfBody(draft: TreatmentDraft) {
  return draft.lines.map((line) => ({
    ...(line.id === undefined ? {} : { id: line.id }),
    kind: line.kind,
    masterId: line.masterId,
    teeth: line.teeth,
    surfaces: line.surfaces,
    quantity: line.quantity,
    price: line.price,
    discount: line.discount,
    note: line.note,
  }));
}

export function createBody(draft: TreatmentDraft, appointmentId: number): TreatmentCreateBody {
  return {
    appointmentId,
    doctorUid: draft.doctorUid,
    note: draft.note,
    finalDiscount: draft.finalDiscount,
    lines: linesOfBody(draft),
  };
}

export function updateBody(draft: TreatmentDraft, modifyDt: string): TreatmentUpdateBody {
  return {
    modifyDt,
    doctorUid: draft.doctorUid,
    note: draft.note,
    finalDiscount: draft.finalDiscount,
    lines: linesOfBody(draft),
  };
}
