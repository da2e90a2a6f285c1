import { asc, eq } from 'drizzle-orm';
import { ADS_MAX, ZAd, type TAd } from '@yim/contract';
import { runSandboxOperation, type SandboxContext } from '../sandbox/sandbox-runner.ts';
import type { AdsStore } from './ads-store.ts';
import { sandboxAds } from './ads-store-sandbox.table.ts';

/** The store answers in about this long. */
const TYPICAL_MS = 300;

/**
 * The sandbox ads store (docs/integrations.md): answers its enabled rows of `sandbox_ads` in their
 * order, after a store's delay, each recorded on the sandbox page. A row that would not pass the
 * live adapter's check (an http link) is left out the same way, so the sandbox shows what the
 * live store would.
 */
export function sandboxAdsStore(ctx: SandboxContext): AdsStore {
  return {
    mode: 'sandbox',
    list: () =>
      runSandboxOperation(
        ctx,
        { service: 'adsStore', operation: 'list', request: {}, typicalMs: TYPICAL_MS },
        async (tx): Promise<TAd[]> => {
          const rows = await tx
            .select({
              id: sandboxAds.id,
              titleTh: sandboxAds.titleTh,
              titleEn: sandboxAds.titleEn,
              bodyTh: sandboxAds.bodyTh,
              bodyEn: sandboxAds.bodyEn,
              linkUrl: sandboxAds.linkUrl,
              imageUrl: sandboxAds.imageUrl,
            })
            .from(sandboxAds)
            .where(eq(sandboxAds.enabled, true))
            .orderBy(asc(sandboxAds.sort), asc(sandboxAds.id));
          return rows
            .flatMap((row) => {
              const ad = ZAd.safeParse(row);
              return ad.success ? [ad.data] : [];
            })
            .slice(0, ADS_MAX);
        },
      ),
  };
}
