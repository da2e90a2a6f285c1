import type { TBranchInfo } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { AuthUser, BranchScope } from '../../lib/http/request-context.ts';
import { toUserInfo } from '../auth/user.mapper.ts';
import { type branchAccessWith, findBranchAccessWithLoginCheck, listBranchesOfUser } from './clinics.repo.ts';

type BranchAccessFacts = { branchId: number; roleIds: number[] | null; worksInClinic: boolean };

/**
 * The access rule of `/{clinicUrl}/{branchUrl}`, whichever statement read its facts (a request's
 * entry, request-access.ts, or a route's own resolver below) in the clinic the url named. Another
 * clinic's branch answers 404 (its existence is not revealed); a branch of the caller's clinic
 * where they hold no membership answers 403.
 */
export function branchScopeOf(
  access: BranchAccessFacts | undefined,
  clinicId: number,
  { clinicUrl, branchUrl }: { clinicUrl: string; branchUrl: string },
): BranchScope {
  // Someone outside the clinic learns nothing, not even whether the branch exists.
  if (!access || !access.worksInClinic) throw new AppError('BRANCH-NOT-FOUND');
  if (!access.roleIds) throw new AppError('BRANCH-NOT-MEMBER');
  return { clinicId, branchId: access.branchId, clinicUrl, branchUrl, roleIds: access.roleIds };
}

/**
 * A branch resolver (the registrar's `resolveBranch` option) with the rule of
 * `branchScopeOf`, whose statement also reads the value `find` was made with: the route gets it
 * as `branch.extra`.
 */
export function resolveBranchWith<T>(find: ReturnType<typeof branchAccessWith<T>>) {
  return async (
    tx: Tx,
    user: AuthUser,
    clinicId: number | null,
    urls: { clinicUrl: string; branchUrl: string },
  ): Promise<BranchScope & { extra: T }> => {
    if (clinicId === null) throw new AppError('BRANCH-NOT-FOUND');
    const [found] = await find(tx, { clinicId, url: urls.branchUrl, userId: user.id });
    if (!found) throw new AppError('BRANCH-NOT-FOUND');
    return { ...branchScopeOf(found, clinicId, urls), extra: found.extra };
  };
}

type LoginCheckRow = Awaited<ReturnType<typeof findBranchAccessWithLoginCheck>>[number];
export type BranchScopeWithLoginCheck = BranchScope & { loginCheck: LoginCheckRow };

/**
 * A branch resolver for the login check (issue 21: no row read twice): the same rule, from one
 * statement that also reads what the check answers, so its handler sends no query of its own.
 */
export async function resolveBranchWithLoginCheck(
  tx: Tx,
  user: AuthUser,
  clinicId: number | null,
  urls: { clinicUrl: string; branchUrl: string },
): Promise<BranchScopeWithLoginCheck> {
  if (clinicId === null) throw new AppError('BRANCH-NOT-FOUND');
  const [found] = await findBranchAccessWithLoginCheck(tx, { clinicId, url: urls.branchUrl, userId: user.id });
  if (!found) throw new AppError('BRANCH-NOT-FOUND');
  return { ...branchScopeOf(found, clinicId, urls), loginCheck: found };
}

function toClock(value: string): string {
  return value.slice(0, 5);
}

/** Branch info as the login check answers it (spec access §3). */
function toBranchInfo({ branch, clinic, rooms }: LoginCheckRow, scope: BranchScope): TBranchInfo {
  return {
    id: branch.id,
    url: branch.url,
    code: branch.code,
    name: branch.name,
    nameEn: branch.nameEn,
    address: branch.address,
    addressEn: branch.addressEn,
    tel: branch.tel,
    clinic: {
      url: clinic.url,
      code: clinic.code,
      name: clinic.name,
      nameEn: clinic.nameEn,
      logo: clinic.logoContentId === null ? null : String(clinic.logoContentId),
    },
    rooms,
    auth: { authId: scope.roleIds[0] ?? null, authIdItems: scope.roleIds },
    confApptDuration: toClock(branch.apptDuration),
    confOpeningTime: toClock(branch.openingTime),
    confClosingTime: toClock(branch.closingTime),
    fileStoreExpiration: branch.fileStoreExpiration ? branch.fileStoreExpiration.toISOString() : null,
    linkedWithKtbPaotang: branch.linkedWithKtbPaotang,
    linkedWithNhso: branch.linkedWithNhso,
    nhsoSubitemNoSupportedList: branch.nhsoSubitemNoSupportedList,
  };
}

/**
 * GET /api/user/checkLogin/{c}/{b} (spec access §4): the caller with their roles here, and the
 * branch, as `resolveBranchWithLoginCheck` read them while authorising.
 */
export function checkLoginAtBranch(scope: BranchScopeWithLoginCheck) {
  const found = scope.loginCheck;
  if (!found.user) throw new AppError('AUTH_SESSION_ENDED');
  return { user: toUserInfo(found.user, scope.roleIds), branch: toBranchInfo(found, scope) };
}

/** The clinic picker: the caller's clinics, each with the branches they work in. */
export async function listMyClinics(tx: Tx, userId: string) {
  const rows = await listBranchesOfUser(tx, userId);
  const byClinic = new Map<
    number,
    {
      url: string;
      code: string;
      name: string;
      nameEn: string;
      logo: string | null;
      branches: { url: string; code: string; name: string; nameEn: string; roleIds: number[] }[];
    }
  >();
  for (const row of rows) {
    let clinic = byClinic.get(row.clinicId);
    if (!clinic) {
      clinic = {
        url: row.clinicUrl,
        code: row.clinicCode,
        name: row.clinicName,
        nameEn: row.clinicNameEn,
        logo: row.clinicLogo === null ? null : String(row.clinicLogo),
        branches: [],
      };
      byClinic.set(row.clinicId, clinic);
    }
    clinic.branches.push({
      url: row.branchUrl,
      code: row.branchCode,
      name: row.branchName,
      nameEn: row.branchNameEn,
      roleIds: row.roleIds,
    });
  }
  const list = [...byClinic.values()];
  return { list, total: list.length };
}
