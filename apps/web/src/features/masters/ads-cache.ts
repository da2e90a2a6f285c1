import { ZAdsAnswer, type TAdsAnswer } from '@yim/contract';

// The ads list is kept in this browser by its version (spec clinic §7: "cached by version from
// config ads_version"): a page asks the server for it only when the configuration names a newer
// version than the one kept. What is read back is checked, since anything may have written it.

const ADS_KEY = 'yim.ads';
const DISMISSED_KEY = 'yim.ads.dismissed';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function readJson(storage: KeyValueStore, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** The kept list when it is at least `version`, else undefined (ask the server). */
export function keptAds(storage: KeyValueStore, version: number): TAdsAnswer | undefined {
  const kept = ZAdsAnswer.safeParse(readJson(storage, ADS_KEY));
  return kept.success && kept.data.version >= version && kept.data.version > 0 ? kept.data : undefined;
}

/** Keeps an answer of the server; version 0 (the store could not be asked) is never kept. */
export function keepAds(storage: KeyValueStore, answer: TAdsAnswer): void {
  if (answer.version === 0) return;
  try {
    storage.setItem(ADS_KEY, JSON.stringify(answer));
  } catch {
    // A full or refused storage only costs the next page a request.
  }
}

/** The announcements this browser closed: they stay closed in later versions too. */
export function dismissedAds(storage: KeyValueStore): number[] {
  const value = readJson(storage, DISMISSED_KEY);
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
}

export function dismissAd(storage: KeyValueStore, id: number): number[] {
  // The newest 100 are enough: a store does not show more than 20 at once.
  const next = [...dismissedAds(storage).filter((other) => other !== id), id].slice(-100);
  try {
    storage.setItem(DISMISSED_KEY, JSON.stringify(next));
  } catch {
    // Not kept: the announcement comes back on the next page.
  }
  return next;
}
