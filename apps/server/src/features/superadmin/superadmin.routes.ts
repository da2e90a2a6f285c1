import { superadmin } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { platformStats, readAsSuperadmin } from './superadmin.repo.ts';

export function registerSuperadminRoutes(routes: EndpointRegistrar) {
  routes.handle(superadmin.health, async () => ({ ok: true as const }));
  routes.handleIo(superadmin.stats, async (ctx) =>
    readAsSuperadmin(ctx.db, ctx.user, 'stats', 'platform', (tx) => platformStats(tx)));
}
