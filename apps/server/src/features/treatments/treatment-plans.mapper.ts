import { satangToBaht, type TTreatmentPlan, type TTreatmentPlanItem } from '@yim/contract';
import type { PlanItemRow, PlanRow } from './treatment-plans.repo.ts';

export function toPlanItem(row: PlanItemRow): TTreatmentPlanItem {
  return {
    id: row.id,
    masterId: row.masterId,
    code: row.code,
    nameTh: row.nameTh,
    nameEn: row.nameEn,
    teeth: row.teeth,
    mouthArea: row.mouthArea,
    price: satangToBaht(row.priceSatang),
    priority: row.priority,
    status: row.status,
    note: row.note,
    treatmentItemId: row.treatmentItemId,
    treatmentId: row.treatmentId,
    doneDt: row.doneAt?.toISOString() ?? null,
  };
}

/** A plan and its items to the wire: satang to baht, the total and what is left to do. */
export function toPlan(row: PlanRow, items: readonly PlanItemRow[]): TTreatmentPlan {
  const total = items.reduce((sum, item) => sum + item.priceSatang, 0);
  const remaining = items.filter((item) => item.status !== 'Done').reduce((sum, item) => sum + item.priceSatang, 0);
  return {
    id: row.id,
    patientId: row.patientId,
    branchId: row.branchId,
    title: row.title,
    note: row.note,
    status: row.status,
    items: items.map(toPlanItem),
    total: satangToBaht(total),
    remaining: satangToBaht(remaining),
    creationUid: row.createdBy,
    creationName: [row.creatorFirstNameTh, row.creatorLastNameTh].filter(Boolean).join(' '),
    creationDt: row.createdAt.toISOString(),
    modifyUid: row.updatedBy,
    modifyDt: row.updatedAt.toISOString(),
  };
}
