import type { Config } from './config.ts';
import type { Database } from './lib/db/database.ts';
import type { BranchEvents } from './lib/events/branch-events.ts';
import type { FeatureModule } from './lib/feature-module.ts';
import type { FileStorage } from './lib/storage/storage.ts';
import type { Integrations } from './integrations/integrations.ts';
import type { AccessTokens } from './features/auth/access-token.crypto.ts';

/** What the composition hands every feature module (lib/feature-module.ts). */
export type AppDeps = {
  config: Config;
  db: Database;
  storage: FileStorage;
  tokens: AccessTokens;
  /** The outside services, each live or its sandbox (integrations/, docs/integrations.md). */
  integrations: Integrations;
  /** What changed in a branch, told to every instance (lib/events/, ADR 0014): live updates. */
  events: BranchEvents;
  /**
   * The clock of rules the service decides by time (a plan's end, the 24-hour edit window of
   * protocol media), injected so that tests can move it without faking the process's clock.
   */
  now: () => Date;
};

export type AppFeature = FeatureModule<AppDeps>;
