import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { masters, type ConfigSegment } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';
import { keepAds, keptAds } from './ads-cache.ts';

export const mastersKeys = {
  configValues: (segment: ConfigSegment) => ['masters', 'configValue', segment] as const,
};

const CONFIG_FRESH_MS = 60 * 60_000;

/** User types and dentist specialties for the registration and profile forms. */
export function configValuesQuery(segment: ConfigSegment) {
  return queryOptions({
    queryKey: mastersKeys.configValues(segment),
    queryFn: ({ signal }) => callApi(masters.configValue, { params: { segment }, signal, skipAuth: true }),
    staleTime: CONFIG_FRESH_MS,
  });
}

/** Every configuration list at once (statuses, durations, reminders…): the appointment screens read several. */
export function allConfigValuesQuery() {
  return queryOptions({
    queryKey: ['masters', 'configValue', 'all'] as const,
    queryFn: ({ signal }) => callApi(masters.configValueAll, { signal, skipAuth: true }),
    staleTime: CONFIG_FRESH_MS,
  });
}

/**
 * The announcements at the configuration's ads_version: from this browser's copy when it is that
 * version, else from the server (ads-cache.ts). Kept for the page's life: the version changes it.
 */
export function adsQuery(version: number) {
  return queryOptions({
    queryKey: ['masters', 'ads', version] as const,
    queryFn: async ({ signal }) => {
      const kept = keptAds(window.localStorage, version);
      if (kept) return kept.ads;
      const answer = await callApi(masters.ads, { signal });
      keepAds(window.localStorage, answer);
      return answer.ads;
    },
    enabled: version > 0,
    staleTime: Infinity,
    // The old list stays on screen while a new version is fetched.
    placeholderData: keepPreviousData,
  });
}

/** The FDI teeth (52) and the tooth surfaces (8): global catalogues that never change while the app runs. */
export function teethQuery() {
  return queryOptions({
    queryKey: ['masters', 'mTooth'] as const,
    queryFn: ({ signal }) => callApi(masters.teeth, { signal, skipAuth: true }),
    staleTime: Infinity,
  });
}

export function toothSurfacesQuery() {
  return queryOptions({
    queryKey: ['masters', 'mToothSurface'] as const,
    queryFn: ({ signal }) => callApi(masters.toothSurfaces, { signal, skipAuth: true }),
    staleTime: Infinity,
  });
}
