import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../lib/db/database.ts';
import { appointments } from '../features/appointments/appointments.table.ts';
import { masterEntries } from '../features/masters/master-lists.table.ts';
import { TREATMENT_ENTITY } from '../features/treatments/treatment-input.service.ts';
import { toTreatment } from '../features/treatments/treatments.mapper.ts';
import { findLines, findTreatment } from '../features/treatments/treatments.repo.ts';
import { treatmentItems, treatments } from '../features/treatments/treatments.table.ts';
import { writeAudit } from '../lib/audit/audit.ts';

type Who = { clinicId: number; branchId: number; counter: string };

type LineTemplate = {
  kind: 'diagnosis' | 'treatment' | 'item';
  code: string;
  teeth?: string[];
  surfaces?: string[];
  quantity?: number;
};

/**
 * The visits a general practice sees most, on fixed teeth so the demo chart shows history per
 * tooth (36 filled, 46 root-treated, the lower front scaled): each names the demo's own entries
 * by code (demo-masters.ts).
 */
const VISITS: readonly LineTemplate[][] = [
  [
    { kind: 'diagnosis', code: 'CARIES-D', teeth: ['36'], surfaces: ['M', 'O'] },
    { kind: 'treatment', code: 'FILL-CR2', teeth: ['36'], surfaces: ['M', 'O'] },
    { kind: 'item', code: 'IBU400', quantity: 10 },
  ],
  [
    { kind: 'diagnosis', code: 'CALCULUS', teeth: ['31', '32', '41', '42'] },
    { kind: 'treatment', code: 'SCALE' },
  ],
  [
    { kind: 'diagnosis', code: 'PULPITIS', teeth: ['46'] },
    { kind: 'treatment', code: 'XR-PA', teeth: ['46'] },
    { kind: 'treatment', code: 'RCT-M', teeth: ['46'] },
    { kind: 'item', code: 'AMOX500', quantity: 15 },
  ],
  [
    { kind: 'diagnosis', code: 'CARIES-E', teeth: ['16'], surfaces: ['O'] },
    { kind: 'treatment', code: 'FILL-CR1', teeth: ['16'], surfaces: ['O'] },
  ],
  [
    { kind: 'diagnosis', code: 'IMPACTED', teeth: ['38'] },
    { kind: 'treatment', code: 'XR-PANO' },
  ],
];

const MASTER_KIND = { diagnosis: 'treatDiag', treatment: 'treat', item: 'item' } as const;

/** A past visit's record, paid at the counter by the next seed step (demo-receipts.ts). */
export type VisitToPay = { appointmentId: number; treatmentId: number; at: Date };

/**
 * Charted history for siam's visits that came (issue 16): every visit that came gets its record,
 * as the doctor left it, waiting for payment; the past ones (status 7) are handed back to be
 * paid through the receipts feature, so each has its receipt. Visits of the hygienist's room have
 * no doctor, and a record needs one, so they stay without.
 */
export async function insertDemoTreatments(tx: Tx, who: Who): Promise<VisitToPay[]> {
  const visits = await tx
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      doctorUid: appointments.doctorUid,
      statusId: appointments.statusId,
      treatmentAt: appointments.treatmentAt,
    })
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
      kind: masterEntries.kind,
      code: masterEntries.code,
      nameTh: masterEntries.nameTh,
      nameEn: masterEntries.nameEn,
      priceSatang: masterEntries.priceSatang,
    })
    .from(masterEntries)
    .where(and(eq(masterEntries.branchId, who.branchId), isNull(masterEntries.deletedAt)));
  const entryOf = (kind: LineTemplate['kind'], code: string) =>
    entries.find((entry) => entry.kind === MASTER_KIND[kind] && entry.code === code);

  const toPay: VisitToPay[] = [];
  for (const [index, visit] of visits.entries()) {
    const at = visit.treatmentAt ?? new Date();
    const [record] = await tx
      .insert(treatments)
      .values({
        clinicId: who.clinicId,
        branchId: who.branchId,
        appointmentId: visit.id,
        patientId: visit.patientId!,
        doctorUid: visit.doctorUid!,
        paidAt: null,
        createdBy: visit.doctorUid!,
        createdAt: at,
        updatedBy: visit.doctorUid!,
        updatedAt: at,
      })
      .returning({ id: treatments.id });
    const lines = VISITS[index % VISITS.length]!.flatMap((line, sort) => {
      const entry = entryOf(line.kind, line.code);
      if (!entry) return [];
      const priceSatang = line.kind === 'diagnosis' ? 0 : (entry.priceSatang ?? 0);
      return [
        {
          clinicId: who.clinicId,
          branchId: who.branchId,
          treatmentId: record!.id,
          sort,
          kind: line.kind,
          masterId: entry.id,
          code: entry.code,
          nameTh: entry.nameTh,
          nameEn: entry.nameEn,
          teeth: line.teeth ?? [],
          surfaces: line.surfaces ?? [],
          quantity: line.quantity ?? 1,
          priceSatang,
          // Nothing taken yet: the receipt settles the line.
          overdueSatang: null,
        },
      ];
    });
    if (lines.length > 0) await tx.insert(treatmentItems).values(lines);
    await auditCreation(tx, who, record!.id, visit.doctorUid!);
    if (visit.statusId === 7) toPay.push({ appointmentId: visit.id, treatmentId: record!.id, at });
  }
  return toPay;
}

/** The doctor recorded it: the audit row a record made through the API would have. */
async function auditCreation(tx: Tx, who: Who, id: number, doctorUid: string): Promise<void> {
  const row = await findTreatment(tx, who, id);
  if (!row) throw new Error(`the seeded treatment ${id} is not readable`);
  const lines = await findLines(tx, who.clinicId, [id]);
  await writeAudit(tx, who, doctorUid, {
    entity: TREATMENT_ENTITY,
    entityId: id,
    action: 'create',
    after: toTreatment(row, lines),
  });
}
