import type { TAd, TIntegrationMode } from '@yim/contract';

/**
 * The ads store (spec clinic §7: "fetched from an external database"): the announcements the
 * platform shows to clinic staff. `list` answers the current ones in the order to show them; it
 * throws IntegrationError `unavailable` when the store cannot be asked. The server asks it once
 * per ads_version (features/masters/ads.service.ts), not per request.
 */
export type AdsStore = {
  mode: TIntegrationMode;
  list(): Promise<TAd[]>;
};
