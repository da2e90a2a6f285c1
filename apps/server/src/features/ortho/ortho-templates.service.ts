import type { TOrthoPackage, TOrthoPackageInput } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeSuperadminAudit } from '../../lib/audit/superadmin-audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { unlessDuplicate } from '../masters/master-lists.repo.ts';
import { toPackageValues, toTemplatePackage } from './ortho.mapper.ts';
import {
  findTemplate,
  insertTemplate,
  listTemplates,
  templateNameTaken,
  updateTemplate,
} from './ortho-masters.repo.ts';

// National templates (branchId 0), kept by platform super-administrators. The registrar admits
// only them to these endpoints; the table's write policies admit only them again (ADR 0016).
// Every change leaves a row in the platform audit.

type Caller = { tx: Tx; user: AuthUser };

export async function listOrthoTemplates(tx: Tx, query: { keyword?: string; offset: number; limit: number }) {
  const { rows, total } = await listTemplates(tx, query);
  return { list: rows.map(toTemplatePackage), total };
}

export async function createOrthoTemplate({ tx, user }: Caller, body: TOrthoPackageInput): Promise<TOrthoPackage> {
  if (await templateNameTaken(tx, body.nameTh)) throw new AppError('ORTHO-MASTER-DUPLICATED');
  const row = await unlessDuplicate(tx, (inner) => insertTemplate(inner, toPackageValues(body)));
  if (row === null) throw new AppError('ORTHO-MASTER-DUPLICATED');
  await writeSuperadminAudit(tx, user.id, 'ortho.template.create', String(row.id));
  return toTemplatePackage(row);
}

export async function updateOrthoTemplate({ tx, user }: Caller, id: number, body: TOrthoPackageInput) {
  if (!(await findTemplate(tx, id, true))) throw new AppError('NOT_FOUND');
  if (await templateNameTaken(tx, body.nameTh, id)) throw new AppError('ORTHO-MASTER-DUPLICATED');
  const row = await unlessDuplicate(tx, (inner) => updateTemplate(inner, id, toPackageValues(body)));
  if (!row) throw new AppError('ORTHO-MASTER-DUPLICATED');
  await writeSuperadminAudit(tx, user.id, 'ortho.template.update', String(id));
  return toTemplatePackage(row);
}

/** Retired, not removed: patients' packages taken from it name its id. */
export async function deleteOrthoTemplate({ tx, user }: Caller, id: number): Promise<{ id: number }> {
  const row = await updateTemplate(tx, id, { deletedAt: new Date() });
  if (!row) throw new AppError('NOT_FOUND');
  await writeSuperadminAudit(tx, user.id, 'ortho.template.delete', String(id));
  return { id };
}
