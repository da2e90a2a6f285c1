import type { Database } from '../../lib/db/database.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { platformStats as countPlatform, readAsSuperadmin } from './superadmin.repo.ts';

/** GET /api/superadmin/stats: counts across every clinic, read as the platform role and audited. */
export function platformStats(db: Database, user: AuthUser) {
  return readAsSuperadmin(db, user, 'stats', 'platform', (tx) => countPlatform(tx));
}

/** GET /api/superadmin/health: the web app's guard; reaching it at all proves the role. */
export function superadminHealth() {
  return { ok: true as const };
}
