import type { Database } from '../../lib/db/database.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { incrementAdsVersion } from '../masters/masters.repo.ts';
import { recordSuperadminAction } from './superadmin.repo.ts';

/**
 * POST /api/superadmin/config/ads-version/increment: after the ads store changed, every client
 * fetches the list again (they cache it by this number). The database function admits only a
 * live super-administrator as the transaction's user; the audit row is in the same transaction.
 */
export async function moveAdsVersionOn(db: Database, caller: AuthUser): Promise<{ version: number }> {
  return db.run({ userId: caller.id }, async (tx) => {
    const version = await incrementAdsVersion(tx);
    await recordSuperadminAction(tx, caller.id, 'config.ads_version.increment', String(version));
    return { version };
  });
}
