import {
  ORTHO_STATUS,
  orthoSchedule,
  satangToBaht,
  type TPatientOrthoInput,
  type TPatientOrthoPackage,
} from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { lockPatient } from '../patients/patients.repo.ts';
import { toPatientPackage } from './ortho.mapper.ts';
import { findMaster, findMasterItems, findTemplate } from './ortho-masters.repo.ts';
import {
  countVisit,
  findInstalments,
  findPatientPackage,
  insertPatientPackage,
  listPatientPackages,
  setPatientPackageStatus,
} from './ortho-patients.repo.ts';

/** The audit entity of a patient's package: patient data and money, every change recorded. */
export const PATIENT_ORTHO_ENTITY = 'patientOrthoPackage';

type Writer = { tx: Tx; branch: BranchScope; userId: string };

async function readPatientPackage(tx: Tx, clinicId: number, id: number): Promise<TPatientOrthoPackage | undefined> {
  const row = await findPatientPackage(tx, clinicId, id);
  if (!row) return undefined;
  return toPatientPackage(row, await findInstalments(tx, clinicId, [id]));
}

/** GET /api/orthoPackage/user/{c}/{b}: a patient's packages (uid) or one package (packageID), clinic-wide. */
export async function listPatientOrtho(
  tx: Tx,
  branch: BranchScope,
  query: { uid?: number; packageID?: number; includeDeleted: boolean },
): Promise<{ list: TPatientOrthoPackage[] }> {
  if (query.packageID !== undefined) {
    const one = await readPatientPackage(tx, branch.clinicId, query.packageID);
    return { list: one && (one.status !== ORTHO_STATUS.DELETED || query.includeDeleted) ? [one] : [] };
  }
  const rows = await listPatientPackages(tx, branch.clinicId, query.uid!, query.includeDeleted);
  const instalments = await findInstalments(
    tx,
    branch.clinicId,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => toPatientPackage(row, instalments)) };
}

/** GET /api/orthoPackage/user/{patientId}/item/{c}/{b}: the schedule of the packages in use or completed. */
export async function patientOrthoSchedule(tx: Tx, branch: BranchScope, patientId: number) {
  const rows = await listPatientPackages(tx, branch.clinicId, patientId, false);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines = await findInstalments(tx, branch.clinicId, [...byId.keys()]);
  return {
    list: lines.map((line) => {
      const row = byId.get(line.patientPackageId)!;
      return {
        patientPackageId: row.id,
        nameTh: row.nameTh,
        nameEn: row.nameEn,
        status: row.status as 1 | 3,
        seq: line.seq,
        dueDate: line.dueDate,
        amount: satangToBaht(line.amountSatang),
      };
    }),
  };
}

/** The package to assign: a live master of this branch, or a national template. */
async function packageSnapshot(tx: Tx, branch: BranchScope, packageId: number) {
  const master = await findMaster(tx, branch, packageId);
  if (master) {
    const items = (await findMasterItems(tx, branch, [packageId])).get(packageId) ?? [];
    return { row: master, items, fromTemplate: false };
  }
  const template = await findTemplate(tx, packageId);
  if (template) return { row: template, items: template.items, fromTemplate: true };
  throw new AppError('NOT_FOUND');
}

/** POST /api/orthoPackage/user/{c}/{b}: the package as sold today, with its schedule, audited. */
export async function assignPackage(writer: Writer, body: TPatientOrthoInput): Promise<TPatientOrthoPackage> {
  const { tx, branch, userId } = writer;
  if (!(await lockPatient(tx, branch, body.patientId))) throw new AppError('NOT_FOUND');
  const { row, items, fromTemplate } = await packageSnapshot(tx, branch, body.packageId);
  const instalments = body.instalments ?? row.instalments;
  const id = await insertPatientPackage(
    tx,
    branch,
    userId,
    {
      patientId: body.patientId,
      packageId: row.id,
      fromTemplate,
      nameTh: row.nameTh,
      nameEn: row.nameEn,
      items,
      priceSatang: row.priceSatang,
      instalments,
      visitsTotal: row.visits,
      startDate: body.startDate,
      note: body.note,
    },
    orthoSchedule(row.priceSatang, instalments, body.startDate),
  );
  const created = (await readPatientPackage(tx, branch.clinicId, id))!;
  await writeAudit(tx, branch, userId, {
    entity: PATIENT_ORTHO_ENTITY,
    entityId: id,
    action: 'create',
    after: created,
  });
  return created;
}

/** A package of the clinic, locked for a change. */
async function packageToChange(tx: Tx, branch: BranchScope, id: number) {
  const row = await findPatientPackage(tx, branch.clinicId, id, true);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * PUT /api/orthoPackage/{id}/user/status/{c}/{b}: completed (3) from in use; deleted (2) from in
 * use or completed (a package given by mistake). A deleted package changes no more.
 */
export async function changePackageStatus(writer: Writer, id: number, status: 2 | 3): Promise<TPatientOrthoPackage> {
  const { tx, branch, userId } = writer;
  const row = await packageToChange(tx, branch, id);
  const allowed = row.status === ORTHO_STATUS.ACTIVE || (row.status === ORTHO_STATUS.COMPLETED && status === 2);
  if (!allowed) throw new AppError('ORTHO-PACKAGE-CLOSED');
  await setPatientPackageStatus(tx, branch.clinicId, id, userId, status);
  const after = (await readPatientPackage(tx, branch.clinicId, id))!;
  await writeAudit(tx, branch, userId, {
    entity: PATIENT_ORTHO_ENTITY,
    entityId: id,
    action: status === ORTHO_STATUS.DELETED ? 'delete' : 'update',
    before: { status: row.status },
    after: { status },
  });
  return after;
}

/** PUT /api/orthoPackage/{id}/user/visit/{c}/{b}: one more adjustment visit used. */
export async function recordPackageVisit(writer: Writer, id: number): Promise<TPatientOrthoPackage> {
  const { tx, branch, userId } = writer;
  const row = await packageToChange(tx, branch, id);
  if (row.status !== ORTHO_STATUS.ACTIVE) throw new AppError('ORTHO-PACKAGE-CLOSED');
  if (row.visitsUsed >= row.visitsTotal) throw new AppError('ORTHO-VISITS-USED-UP');
  await countVisit(tx, branch.clinicId, id, userId);
  const after = (await readPatientPackage(tx, branch.clinicId, id))!;
  await writeAudit(tx, branch, userId, {
    entity: PATIENT_ORTHO_ENTITY,
    entityId: id,
    action: 'update',
    before: { visitsUsed: row.visitsUsed },
    after: { visitsUsed: after.visitsUsed },
  });
  return after;
}
