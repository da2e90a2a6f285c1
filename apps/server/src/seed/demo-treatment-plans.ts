import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../lib/db/database.ts';
import { appointments } from '../features/appointments/appointments.table.ts';
import { masterEntries } from '../features/masters/master-lists.table.ts';
import { TREATMENT_PLAN_ENTITY } from '../features/treatments/treatment-plan-input.service.ts';
import { toPlan } from '../features/treatments/treatment-plans.mapper.ts';
import { findPlan, findPlanItems } from '../features/treatments/treatment-plans.repo.ts';
import { treatmentPlanItems, treatmentPlans } from '../features/treatments/treatment-plans.table.ts';
import { writeAudit } from '../lib/audit/audit.ts';

type Who = { clinicId: number; branchId: number };

type ItemTemplate = {
  code: string;
  teeth?: string[];
  mouthArea?: string;
  priority: number;
  status: 'Diagnosed' | 'Planned';
};

/**
 * What a dentist proposes after a first examination: the urgent tooth first, then what keeps the
 * mouth healthy, then what can wait (demo-masters.ts codes; whole-mouth scaling by mouth area).
 */
const PLANS: readonly { title: string; items: ItemTemplate[] }[] = [
  {
    title: 'แผนรักษาฟันผุและปริทันต์',
    items: [
      { code: 'RCT-M', teeth: ['26'], priority: 1, status: 'Planned' },
      { code: 'CROWN-ZR', teeth: ['26'], priority: 2, status: 'Planned' },
      { code: 'SCALE', mouthArea: '00', priority: 2, status: 'Planned' },
      { code: 'FILL-CR1', teeth: ['14'], priority: 3, status: 'Diagnosed' },
    ],
  },
  {
    title: 'แผนถอนฟันคุดและอุดฟัน',
    items: [
      { code: 'XR-PANO', priority: 1, status: 'Planned' },
      { code: 'EXT-SURG', teeth: ['48'], priority: 2, status: 'Planned' },
      { code: 'FILL-CR2', teeth: ['37'], priority: 3, status: 'Diagnosed' },
    ],
  },
];

/**
 * An Active treatment plan for the first patients of siam's charted visits (issue 16), made by
 * the visit's doctor, with the `create` audit row the API would write; the patients waiting for
 * payment today can have an item marked done at once.
 */
export async function insertDemoTreatmentPlans(tx: Tx, who: Who): Promise<number> {
  const visits = await tx
    .select({ patientId: appointments.patientId, doctorUid: appointments.doctorUid })
    .from(appointments)
    .where(
      and(
        eq(appointments.branchId, who.branchId),
        inArray(appointments.statusId, [6, 7]),
        isNotNull(appointments.doctorUid),
        isNotNull(appointments.patientId),
      ),
    )
    .orderBy(asc(appointments.id));
  const entries = await tx
    .select({
      id: masterEntries.id,
      code: masterEntries.code,
      nameTh: masterEntries.nameTh,
      nameEn: masterEntries.nameEn,
      priceSatang: masterEntries.priceSatang,
    })
    .from(masterEntries)
    .where(
      and(eq(masterEntries.branchId, who.branchId), eq(masterEntries.kind, 'treat'), isNull(masterEntries.deletedAt)),
    );
  const patients = [...new Map(visits.map((v) => [v.patientId!, v.doctorUid!])).entries()].slice(0, PLANS.length);
  for (const [index, [patientId, doctorUid]] of patients.entries()) {
    const template = PLANS[index]!;
    const [plan] = await tx
      .insert(treatmentPlans)
      .values({
        ...who,
        patientId,
        title: template.title,
        status: 'Active',
        createdBy: doctorUid,
        updatedBy: doctorUid,
      })
      .returning({ id: treatmentPlans.id });
    const items = template.items.flatMap((item, sort) => {
      const entry = entries.find((e) => e.code === item.code);
      if (!entry) return [];
      return [
        {
          ...who,
          planId: plan!.id,
          sort,
          masterId: entry.id,
          code: entry.code,
          nameTh: entry.nameTh,
          nameEn: entry.nameEn,
          teeth: item.teeth ?? [],
          mouthArea: item.mouthArea ?? null,
          priceSatang: entry.priceSatang ?? 0,
          priority: item.priority,
          status: item.status,
        },
      ];
    });
    if (items.length > 0) await tx.insert(treatmentPlanItems).values(items);
    const row = await findPlan(tx, who, plan!.id);
    if (!row) throw new Error(`the seeded plan ${plan!.id} is not readable`);
    const after = toPlan(row, await findPlanItems(tx, who.clinicId, [plan!.id]));
    await writeAudit(tx, who, doctorUid, {
      entity: TREATMENT_PLAN_ENTITY,
      entityId: plan!.id,
      action: 'create',
      after,
    });
  }
  return patients.length;
}
