import type { TAd, TAdsAnswer } from '@yim/contract';
import type { Database } from '../../lib/db/database.ts';
import type { AdsStore } from '../../integrations/ads-store/ads-store.ts';
import { readAdsVersion } from './masters.repo.ts';

/** The answer when the store could not be asked and no list is known: version 0 is never current, so clients ask again. */
const UNKNOWN: TAdsAnswer = { version: 0, ads: [] };

/**
 * GET /api/master/ads: the ads store's list for the current ads_version. The store is an outside
 * service, asked once per version by this process (concurrent first requests share one call) and
 * outside any transaction (on PGlite a transaction holds the only connection). When the store
 * cannot be asked, the last list known is answered with its own, older version, so that no client
 * caches it as the current one; ads never break the page they are on.
 */
export function adsService(store: AdsStore) {
  let kept: TAdsAnswer | undefined;
  let asking: { version: number; answer: Promise<TAdsAnswer> } | undefined;

  async function ask(version: number): Promise<TAdsAnswer> {
    let ads: TAd[];
    try {
      ads = await store.list();
    } catch {
      return kept ?? UNKNOWN;
    }
    // A slower call for an older version does not replace a newer list.
    if (!kept || kept.version <= version) kept = { version, ads };
    return { version, ads };
  }

  return {
    async current(db: Database, userId: string): Promise<TAdsAnswer> {
      const version = await db.run({ userId }, (tx) => readAdsVersion(tx));
      if (kept?.version === version) return kept;
      if (asking?.version !== version) {
        const answer = ask(version).finally(() => {
          if (asking?.answer === answer) asking = undefined;
        });
        asking = { version, answer };
      }
      return asking.answer;
    },
  };
}
