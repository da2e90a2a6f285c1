import type { TLicenceCheck } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Database } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { IntegrationError } from '../../integrations/integration-error.ts';
import type { LicenceLookup, LicenceRegistry } from '../../integrations/licence-registry/licence-registry.ts';
import { holderNameMatches } from './licence-check.mapper.ts';
import { findMemberLicence, insertLicenceCheck } from './licence-checks.repo.ts';

/**
 * POST /api/user/tdc/verify/{c}/{b}: checks the licence number (ท.) of a member's profile with the
 * dental council's registry, records the answer on the branch member and audits it. The registry
 * is asked between two short transactions (handleIo), never inside one.
 */
export async function verifyMemberLicence(
  db: Database,
  registry: LicenceRegistry,
  scope: BranchScope,
  callerId: string,
  memberUserId: string,
): Promise<TLicenceCheck> {
  const run = <T>(work: Parameters<typeof db.run<T>>[1]) =>
    db.run({ clinicId: scope.clinicId, userId: callerId }, work);
  const member = await run((tx) => findMemberLicence(tx, scope, memberUserId));
  if (!member) throw new AppError('NOT_FOUND');
  const licenceNo = member.drLicenseNo?.trim();
  if (!licenceNo) throw new AppError('LICENCE-NOT-SET');

  let lookup: LicenceLookup;
  try {
    lookup = await registry.lookUp(licenceNo);
  } catch (error) {
    if (error instanceof IntegrationError) throw new AppError('INTEGRATION-UNAVAILABLE');
    throw error;
  }

  const result = {
    branchMemberId: member.branchMemberId,
    userId: member.userId,
    licenceNo,
    status: lookup.status,
    holderNameTh: lookup.holderNameTh,
    holderNameEn: lookup.holderNameEn,
    nameMatches: holderNameMatches(member, lookup.holderNameTh),
    sandbox: registry.mode === 'sandbox',
  };
  return run(async (tx) => {
    const created = await insertLicenceCheck(tx, scope, { ...result, checkedBy: callerId });
    await writeAudit(tx, scope, callerId, {
      entity: 'licence_check',
      entityId: created.id,
      action: 'create',
      after: result,
    });
    return { ...result, checkedAt: created.checkedAt.toISOString() };
  });
}
