import {
  storagePlanPriceBahts,
  type TStorageQuote,
  type TStorageSubscribeBody,
  type TStorageSubscribeResult,
} from '@yim/contract';
import { quoteStorageEnd } from './payments.repo.ts';
import { toSatang } from './payments.mapper.ts';
import { BYTES_PER_GB } from './settle-payment.service.ts';
import { startFastPayOrder, type Caller, type PaymentsDeps } from './fast-pay.service.ts';

/**
 * fileStorage/subscribe (spec clinic §7 Branch). Unconfirmed: the quote (price from the contract's
 * table, the end the plan would have if paid now, the quota) and nothing changes. Confirmed: a
 * storage_subscription order through the bank; the plan itself changes only when the bank approves
 * (settle-payment.service.ts), from the later of that moment and the current end.
 */
export async function subscribeFileStorage(
  deps: PaymentsDeps,
  caller: Caller,
  body: TStorageSubscribeBody,
): Promise<TStorageSubscribeResult> {
  const { durationMonths, storageSizeGB } = body;
  const end = await deps.db.run({ clinicId: caller.branch.clinicId, userId: caller.userId }, (tx) =>
    quoteStorageEnd(tx, caller.branch, durationMonths, deps.now()),
  );
  const quote: TStorageQuote = {
    durationMonths,
    storageSizeGB,
    priceBahts: storagePlanPriceBahts(durationMonths, storageSizeGB),
    storageEndDate: end.toISOString(),
    quotaBytes: storageSizeGB * BYTES_PER_GB,
  };
  if (!body.confirmed) return { quote, order: null };
  const order = await startFastPayOrder(
    deps,
    caller,
    {
      type: 'storage_subscription',
      totalSatang: toSatang(quote.priceBahts),
      storageSizeGb: storageSizeGB,
      durationMonths,
      description: `พื้นที่เก็บไฟล์ ${storageSizeGB} GB ${durationMonths} เดือน`,
    },
    { successUrl: body.successUrl!, failUrl: body.failUrl!, cancelUrl: body.cancelUrl! },
  );
  return { quote, order };
}
