import {
  bahtToSatang,
  satangToBaht,
  type PlanItemStatus,
  type TMasterEntry,
  type TreatmentPlanStatus,
  type TTreatmentPlan,
} from '@yim/contract';
import type { PlanCreateBody, PlanUpdateBody } from './treatment-plans.api.ts';

/** One item as the editor holds it; `key` tells rows apart before the server gives them ids. */
export type PlanDraftItem = {
  key: string;
  id?: number;
  masterId: number;
  code: string;
  nameTh: string;
  nameEn: string;
  teeth: string[];
  mouthArea: string | null;
  price: number;
  priority: number;
  status: PlanItemStatus;
  note: string;
};

export type PlanDraft = { title: string; note: string; status: TreatmentPlanStatus; items: PlanDraftItem[] };

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export function emptyPlanDraft(): PlanDraft {
  return { title: '', note: '', status: 'Active', items: [] };
}

export function draftOfPlan(plan: TTreatmentPlan): PlanDraft {
  return {
    title: plan.title,
    note: plan.note,
    status: plan.status,
    items: plan.items.map((item) => ({
      key: `item-${item.id}`,
      id: item.id,
      masterId: item.masterId,
      code: item.code,
      nameTh: item.nameTh,
      nameEn: item.nameEn,
      teeth: item.teeth,
      mouthArea: item.mouthArea,
      price: item.price,
      priority: item.priority,
      status: item.status,
      note: item.note,
    })),
  };
}

/**
 * A picked treat entry as a new item: on the teeth selected on the chart, or else on the mouth
 * area chosen (a tooth says more than an area); priced at the branch's price for the entry.
 */
export function itemFromEntry(entry: TMasterEntry, teeth: readonly string[], mouthArea: string | null): PlanDraftItem {
  return {
    key: newKey(),
    masterId: entry.id,
    code: entry.code,
    nameTh: entry.nameTh,
    nameEn: entry.nameEn,
    teeth: [...teeth],
    mouthArea: teeth.length > 0 ? null : mouthArea,
    price: entry.price ?? 0,
    priority: 3,
    status: 'Planned',
    note: '',
  };
}

/** What the items come to, in baht, summed in satang so that 0.1 + 0.2 stays 0.30. */
export function planDraftTotal(items: readonly Pick<PlanDraftItem, 'price'>[]): number {
  return satangToBaht(items.reduce((sum, item) => sum + bahtToSatang(item.price), 0));
}

function itemBody(item: PlanDraftItem) {
  return {
    ...(item.id === undefined ? {} : { id: item.id }),
    masterId: item.masterId,
    teeth: item.teeth,
    mouthArea: item.mouthArea,
    price: item.price,
    priority: item.priority,
    status: item.status,
    note: item.note,
  };
}

export function createPlanBody(draft: PlanDraft, patientId: number): PlanCreateBody {
  return {
    patientId,
    title: draft.title,
    note: draft.note,
    status: draft.status,
    items: draft.items.map(({ id: _new, ...item }) => itemBody(item as PlanDraftItem)),
  };
}

export function updatePlanBody(draft: PlanDraft, plan: Pick<TTreatmentPlan, 'id' | 'modifyDt'>): PlanUpdateBody {
  return {
    id: plan.id,
    modifyDt: plan.modifyDt,
    title: draft.title,
    note: draft.note,
    status: draft.status,
    items: draft.items.map(itemBody),
  };
}

/** Where an item is done: its teeth, or its mouth area's name. */
export function placeText(
  item: Pick<PlanDraftItem, 'teeth' | 'mouthArea'>,
  areaNames: ReadonlyMap<string, string>,
): string {
  if (item.teeth.length > 0) return item.teeth.join(', ');
  if (item.mouthArea !== null) return areaNames.get(item.mouthArea) ?? item.mouthArea;
  return '';
}
