import { z } from 'zod';
import { ADS_MAX, ZAd, type TAd } from '@yim/contract';
import { callService, unreadable } from '../http-client.ts';
import { IntegrationError } from '../integration-error.ts';
import type { LiveServiceSettings } from '../integration-settings.ts';
import type { AdsStore } from './ads-store.ts';

/**
 * The live store's protocol (docs/integrations.md, "Ads store"): `GET {ADS_STORE_URL}/ads` with
 * the key as a bearer token answers `{ ads: [...] }` in showing order. An announcement that does
 * not read as one (a link that is not https, a title too long) is left out rather than failing
 * the whole list: one bad row in the store must not hide the others.
 */
const ZStoreAnswer = z.object({ ads: z.array(z.unknown()) });

export function httpAdsStore(settings: LiveServiceSettings): AdsStore {
  return {
    mode: 'live',
    async list() {
      const answer = await callService('adsStore', settings, { method: 'GET', path: '/ads' });
      if (answer.status !== 200) throw new IntegrationError('adsStore', 'unavailable', `HTTP_${answer.status}`);
      const parsed = ZStoreAnswer.safeParse(answer.body);
      if (!parsed.success) throw unreadable('adsStore');
      const ads: TAd[] = [];
      for (const row of parsed.data.ads) {
        const ad = ZAd.safeParse(row);
        if (ad.success && ads.length < ADS_MAX) ads.push(ad.data);
      }
      return ads;
    },
  };
}
