import {
  bahtToSatang,
  canUse,
  CHART_LINE_KINDS,
  TREATMENT_LINE_MASTER,
  type TMasterEntry,
  type TTreatmentLineInput,
} from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { findActiveDoctor } from '../appointments/appointments.repo.ts';
import { getMasterEntry } from '../masters/master-lists.service.ts';
import { teeth, toothSurfaces } from '../masters/masters.service.ts';
import type { TreatmentLineRow, TreatmentLineValues } from './treatments.repo.ts';

/** Who records a treatment, where: the registrar's resolved branch and the signed-in caller. */
export type TreatmentWriter = { tx: Tx; branch: BranchScope; userId: string };

export const TREATMENT_ENTITY = 'treatment';

/** The chart (diagnoses, treatments, doctor, note) is the doctor's; an assistant records items. */
export function canChart(branch: BranchScope): boolean {
  return canUse('treatmentChart', branch.roleIds);
}

/** The doctor of a record is an active doctor of the branch. */
export async function checkDoctor(tx: Tx, branch: BranchScope, doctorUid: string): Promise<void> {
  if (!(await findActiveDoctor(tx, branch, doctorUid))) throw new AppError('APPT-DOCTOR-NOT-FOUND');
}

/** Teeth are FDI codes of the mTooth catalogue, surfaces codes of mToothSurface. */
async function checkTeeth(tx: Tx, lines: readonly TTreatmentLineInput[]): Promise<void> {
  if (!lines.some((line) => line.teeth.length > 0)) return;
  const [toothRows, surfaceRows] = await Promise.all([teeth(tx), toothSurfaces(tx)]);
  const toothCodes = new Set(toothRows.map((tooth) => tooth.code));
  const surfaceCodes = new Set(surfaceRows.map((surface) => surface.code));
  for (const line of lines) {
    if (!line.teeth.every((code) => toothCodes.has(code)) || !line.surfaces.every((code) => surfaceCodes.has(code))) {
      throw new AppError('TREAT-TOOTH-NOT-FOUND');
    }
  }
}

const entryKey = (kind: string, id: number) => `${kind}:${id}`;

/**
 * Each line's master entry, read once per entry: a live entry of its list at the branch (own or
 * national), or one the record already names (an entry hidden since stays on the record).
 */
async function resolveEntries(
  tx: Tx,
  branch: BranchScope,
  lines: readonly TTreatmentLineInput[],
  kept: readonly TreatmentLineRow[],
): Promise<Map<string, TMasterEntry>> {
  const keptKeys = new Set(kept.map((line) => entryKey(line.kind, line.masterId)));
  const entries = new Map<string, TMasterEntry>();
  for (const line of lines) {
    const key = entryKey(line.kind, line.masterId);
    if (entries.has(key)) continue;
    const entry = await getMasterEntry(tx, branch, TREATMENT_LINE_MASTER[line.kind], line.masterId).catch(
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      },
    );
    if (!entry || (entry.deletedAt !== null && !keptKeys.has(key))) throw new AppError('TREAT-ENTRY-NOT-FOUND');
    entries.set(key, entry);
  }
  return entries;
}

/** The lines as rows: the entry's code and names as they are now, money in satang. */
export async function toLineValues(
  tx: Tx,
  branch: BranchScope,
  lines: readonly TTreatmentLineInput[],
  kept: readonly TreatmentLineRow[] = [],
): Promise<(TreatmentLineValues & { id?: number | undefined })[]> {
  await checkTeeth(tx, lines);
  const entries = await resolveEntries(tx, branch, lines, kept);
  return lines.map((line, index) => {
    const entry = entries.get(entryKey(line.kind, line.masterId))!;
    return {
      id: line.id,
      sort: index,
      kind: line.kind,
      masterId: line.masterId,
      code: entry.code,
      nameTh: entry.nameTh,
      nameEn: entry.nameEn,
      teeth: line.teeth,
      surfaces: line.surfaces,
      quantity: line.quantity,
      priceSatang: bahtToSatang(line.price),
      discountSatang: bahtToSatang(line.discount),
      note: line.note,
    };
  });
}

type ChartView = {
  doctorUid: string;
  note: string;
  lines: readonly Pick<
    TreatmentLineValues,
    'kind' | 'masterId' | 'teeth' | 'surfaces' | 'quantity' | 'priceSatang' | 'discountSatang' | 'note'
  >[];
};

/** What only a doctor may change, in a comparable form. */
export function chartOf(record: ChartView): string {
  return JSON.stringify({
    doctorUid: record.doctorUid,
    note: record.note,
    lines: record.lines
      .filter((line) => CHART_LINE_KINDS.includes(line.kind))
      .map((line) => [
        line.kind,
        line.masterId,
        line.teeth,
        line.surfaces,
        line.quantity,
        line.priceSatang,
        line.discountSatang,
        line.note,
      ]),
  });
}
