import { superadmin } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { createClinic, getClinic, platformStats, searchClinics, superadminHealth } from './superadmin.service.ts';

export function registerSuperadminRoutes(routes: EndpointRegistrar, publicUrl: string) {
  routes.handle(superadmin.health, async () => superadminHealth());
  routes.handleIo(superadmin.stats, async (ctx) => platformStats(ctx.db, ctx.user));
  routes.handleIo(superadmin.searchClinics, async (ctx) => searchClinics(ctx.db, ctx.user, ctx.query));
  routes.handleIo(superadmin.getClinic, async (ctx) => getClinic(ctx.db, ctx.user, ctx.params.id));
  routes.handle(superadmin.createClinic, async (ctx) => createClinic(ctx.tx, ctx.user, ctx.body, publicUrl));
}
