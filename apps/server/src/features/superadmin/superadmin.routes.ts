import { superadmin } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { platformStats, superadminHealth } from './superadmin.service.ts';

export function registerSuperadminRoutes(routes: EndpointRegistrar) {
  routes.handle(superadmin.health, async () => superadminHealth());
  routes.handleIo(superadmin.stats, async (ctx) => platformStats(ctx.db, ctx.user));
}
