import type { EndpointRegistrar } from './http/register-endpoint.ts';
import type { JobHandler } from './jobs/job-worker.ts';
import type { PeriodicTask } from './jobs/periodic-tasks.ts';

/**
 * What one feature brings to the server, in one object: its endpoints, its housekeeping and its
 * background jobs. `apps/server/src/features.ts` lists every module, lower ranks first; `app.ts`
 * registers their routes and `main.ts` runs their tasks and jobs from that one list.
 * `Deps` is what the composition hands every feature (configuration, storage, tokens): see
 * `app-deps.ts`. A lower feature that needs something only a higher one knows (clinic membership
 * for who may see a file) is a factory taking that hook, called in the list.
 */
export type FeatureModule<Deps> = {
  /** The feature's folder name, which is also the id prefix of every endpoint it registers. */
  name: string;
  routes?(routes: EndpointRegistrar, deps: Deps): void;
  /** Idempotent housekeeping, run every hour (or at its own `intervalMs`) by one instance at a time. */
  periodicTasks?(deps: Deps): PeriodicTask[];
  /** Background job handlers by job kind. */
  jobHandlers?(deps: Deps): Record<string, JobHandler>;
};
