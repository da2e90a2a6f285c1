import type { TClinicDetail, TCreateClinicBody, TCreatedClinic } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import { withinClinic } from '../../lib/db/clinic-scope.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { createClinicAsSuperadmin } from '../clinics/clinic-creation.service.ts';
import {
  findClinicDetail,
  platformStats as countPlatform,
  readAsSuperadmin,
  recordSuperadminAction,
  searchClinics as findClinics,
} from './superadmin.repo.ts';

/** GET /api/superadmin/stats: counts across every clinic, read as the platform role and audited. */
export function platformStats(db: Database, user: AuthUser) {
  return readAsSuperadmin(db, user, 'stats', 'platform', (tx) => countPlatform(tx));
}

/** GET /api/superadmin/health: the web app's guard; reaching it at all proves the role. */
export function superadminHealth() {
  return { ok: true as const };
}

/** GET /api/superadmin/clinics/search: every clinic, read as the platform role and audited. */
export function searchClinics(
  db: Database,
  user: AuthUser,
  query: { keyword?: string; offset: number; limit: number },
) {
  return readAsSuperadmin(db, user, 'clinics.search', query.keyword ?? '', (tx) => findClinics(tx, query));
}

/** GET /api/superadmin/clinics/{id}: another clinic's id that does not exist is a 404. */
export async function getClinic(db: Database, user: AuthUser, clinicId: number): Promise<TClinicDetail> {
  const detail = await readAsSuperadmin(db, user, 'clinics.get', String(clinicId), (tx) =>
    findClinicDetail(tx, clinicId),
  );
  if (!detail) throw new AppError('NOT_FOUND');
  return detail;
}

/**
 * POST /api/superadmin/clinics: the clinic, its first branch and manager in the request's own
 * transaction (clinics feature), a platform audit row beside the clinic's own, and the new
 * clinic as the platform tools show it, read from inside it.
 */
export async function createClinic(
  tx: Tx,
  user: AuthUser,
  body: TCreateClinicBody,
  publicUrl: string,
): Promise<TCreatedClinic> {
  const created = await createClinicAsSuperadmin(tx, user.id, body, publicUrl);
  await recordSuperadminAction(tx, user.id, 'clinics.create', body.clinic.url);
  const clinic = await withinClinic(tx, created.clinicId, () => findClinicDetail(tx, created.clinicId));
  if (!clinic) throw new Error('the clinic just created is not readable inside its own scope');
  return { clinic, manager: created.manager };
}
