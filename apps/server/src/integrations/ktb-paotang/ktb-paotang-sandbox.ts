import type { Tx } from '../../lib/db/database.ts';
import { IntegrationError } from '../integration-error.ts';
import {
  isPersonalId,
  isSandboxNoDataFound,
  isSandboxSchemeOutage,
  isServiceDate,
  schemeNumber,
  schemeNumberId,
} from '../sandbox/sandbox-co-payment.ts';
import { runSandboxOperation, type SandboxContext } from '../sandbox/sandbox-runner.ts';
import { KTB_PAOTANG_REJECTIONS, type KtbPaotang } from './ktb-paotang.ts';
import { cancelKtbVisit, findKtbVisit, insertKtbVisit, openKtbVisitOf } from './ktb-paotang-sandbox.repo.ts';

/** The scheme answers in about this long. */
const TYPICAL_MS = 700;
const PREFIX = 'KTB';

function reject(reason: keyof typeof KTB_PAOTANG_REJECTIONS): never {
  throw new IntegrationError('ktbPaotang', 'rejected', KTB_PAOTANG_REJECTIONS[reason]);
}

/**
 * The sandbox KTB Paotang scheme. Its documented cases (docs/integrations.md), in the order they
 * apply to opening a visit:
 * K1 a national id that is not 13 digits, or a date that is not YYYY-MM-DD: rejected INVALID_REQUEST;
 * K2 a national id ending in 99: the scheme does not answer (unavailable, SANDBOX_OUTAGE);
 * K3 a national id ending in 0: rejected NO_DATA_FOUND (the scheme's errorCode 400 'No data found');
 * K4 a national id ending in 8: rejected NOT_ELIGIBLE (registered, no co-payment right left);
 * K5 the same person and day again: the open visit's reference at the same unit, DUPLICATE_VISIT at another;
 * K6 any other: opened, with a reference; cancelling ends it (again: nothing changes), an unknown
 *    reference is VISIT_NOT_FOUND.
 */
export function sandboxKtbPaotang(ctx: SandboxContext): KtbPaotang {
  const operation = <T>(name: string, request: object, work: (tx: Tx) => Promise<T>) =>
    runSandboxOperation(ctx, { service: 'ktbPaotang', operation: name, request, typicalMs: TYPICAL_MS }, work);

  return {
    mode: 'sandbox',
    openVisit: (request) =>
      operation('openVisit', request, async (tx) => {
        const { personalId, serviceDate } = request;
        if (!isPersonalId(personalId) || !isServiceDate(serviceDate)) reject('INVALID_REQUEST');
        if (isSandboxSchemeOutage(personalId)) {
          throw new IntegrationError('ktbPaotang', 'unavailable', 'SANDBOX_OUTAGE');
        }
        if (isSandboxNoDataFound(personalId)) reject('NO_DATA_FOUND');
        if (personalId.endsWith('8')) reject('NOT_ELIGIBLE');
        const open = await openKtbVisitOf(tx, personalId, serviceDate);
        if (open && open.branchCode !== request.branchCode) reject('DUPLICATE_VISIT');
        const row =
          open ??
          (await insertKtbVisit(tx, { personalId, branchCode: request.branchCode, serviceDate, openedAt: ctx.now() }));
        return { referenceNo: schemeNumber(PREFIX, row.serviceDate, row.id) };
      }),

    cancelVisit: (referenceNo) =>
      operation('cancelVisit', { referenceNo }, async (tx) => {
        const id = schemeNumberId(PREFIX, referenceNo);
        const row = id === null ? undefined : await findKtbVisit(tx, id);
        if (!row || schemeNumber(PREFIX, row.serviceDate, row.id) !== referenceNo) reject('VISIT_NOT_FOUND');
        if (!row.cancelledAt) await cancelKtbVisit(tx, row.id, ctx.now());
      }),
  };
}
