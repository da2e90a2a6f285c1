import { isApiError } from '../../lib/api-client.ts';

/** clinic-domain §4: branch data is fetched at most 3 times, then rests for 30 s. */
export const BRANCH_FETCH_MAX_ATTEMPTS = 3;
export const BRANCH_FETCH_COOLDOWN_MS = 30_000;

/** Only failures that may pass by themselves are retried; a 4xx answer will not change. */
export function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'server');
}

/** TanStack Query `retry`: up to three attempts in all, for transient failures only. */
export function retryBranchFetch(failureCount: number, error: unknown): boolean {
  return isTransient(error) && failureCount < BRANCH_FETCH_MAX_ATTEMPTS - 1;
}

type Cooldown = { until: number; error: unknown };

/** After the attempts are spent, the branch is not asked again for 30 s: its last error is reused. */
export function createBranchCooldown(now: () => number = Date.now) {
  const cooldowns = new Map<string, Cooldown>();
  return {
    /** The error to fail with at once while the branch rests, else null. */
    blockedError(key: string): unknown {
      const entry = cooldowns.get(key);
      if (!entry) return null;
      if (now() < entry.until) return entry.error;
      cooldowns.delete(key);
      return null;
    },
    recordFailure(key: string, error: unknown): void {
      if (isTransient(error)) cooldowns.set(key, { until: now() + BRANCH_FETCH_COOLDOWN_MS, error });
    },
    recordSuccess(key: string): void {
      cooldowns.delete(key);
    },
  };
}

export const branchCooldown = createBranchCooldown();
