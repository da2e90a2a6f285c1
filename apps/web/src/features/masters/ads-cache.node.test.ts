import { describe, expect, it } from 'vitest';
import { dismissAd, dismissedAds, keepAds, keptAds } from './ads-cache.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const ad = {
  id: 1,
  titleTh: 'ประกาศ',
  titleEn: 'Notice',
  bodyTh: '',
  bodyEn: '',
  linkUrl: 'https://help.yim.example/a',
  imageUrl: null,
};

describe('the ads kept in the browser by version', () => {
  it('serves the kept list while the configuration names no newer version', () => {
    const storage = memoryStorage();
    keepAds(storage, { version: 3, ads: [ad] });
    expect(keptAds(storage, 3)).toEqual({ version: 3, ads: [ad] });
    expect(keptAds(storage, 2)).toEqual({ version: 3, ads: [ad] });
    expect(keptAds(storage, 4)).toBeUndefined();
  });

  it('never keeps the answer of a store that could not be asked (version 0)', () => {
    const storage = memoryStorage();
    keepAds(storage, { version: 0, ads: [] });
    expect(keptAds(storage, 0)).toBeUndefined();
  });

  it('ignores what does not read as an ads list (another program wrote the key)', () => {
    expect(keptAds(memoryStorage({ 'yim.ads': '{"version":5,"ads":[{"id":"x"}]}' }), 1)).toBeUndefined();
    expect(keptAds(memoryStorage({ 'yim.ads': 'not json' }), 1)).toBeUndefined();
    const script = { ...ad, linkUrl: 'javascript:alert(1)' };
    expect(keptAds(memoryStorage({ 'yim.ads': JSON.stringify({ version: 5, ads: [script] }) }), 1)).toBeUndefined();
  });

  it('remembers closed announcements, once each', () => {
    const storage = memoryStorage();
    dismissAd(storage, 2);
    expect(dismissAd(storage, 2)).toEqual([2]);
    expect(dismissedAds(memoryStorage({ 'yim.ads.dismissed': '[1,"x",3]' }))).toEqual([1, 3]);
  });
});
