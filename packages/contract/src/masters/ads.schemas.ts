import { z } from 'zod';
import { ZMultilineText, ZPlainText } from '../lib/wire.ts';

/** A web address an announcement may link to or show: https only, so no script and no mixed content. */
const ZHttpsUrl = z.url({ protocol: /^https$/ }).max(500);

/**
 * One announcement of the ads list (spec clinic §3 master items "ads"; shell §7): kept in an
 * outside store (the ads store adapter, docs/integrations.md) and shown to signed-in staff on the
 * clinic picker. Thai first; the English text is shown when the screen is in English.
 */
export const ZAd = z.object({
  id: z.number().int().positive(),
  titleTh: ZPlainText(120).min(1),
  titleEn: ZPlainText(120),
  bodyTh: ZMultilineText(500),
  bodyEn: ZMultilineText(500),
  linkUrl: ZHttpsUrl.nullable(),
  imageUrl: ZHttpsUrl.nullable(),
});
export type TAd = z.infer<typeof ZAd>;

/** The store gives at most this many announcements; more are cut (the picker shows a few). */
export const ADS_MAX = 20;

/** GET /api/master/ads: the list and the ads_version it belongs to, which the client caches by. */
export const ZAdsAnswer = z.object({
  version: z.number().int().nonnegative(),
  ads: z.array(ZAd).max(ADS_MAX),
});
export type TAdsAnswer = z.infer<typeof ZAdsAnswer>;

/** POST /api/superadmin/config/ads-version/increment: the new version. */
export const ZAdsVersion = z.object({ version: z.number().int().positive() });
