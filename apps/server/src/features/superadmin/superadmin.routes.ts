import { superadmin } from '@yim/contract';
import type { SandboxConsole } from '../../integrations/sandbox-console.ts';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import {
  confirmSandboxTeleCode,
  listSandboxExchanges,
  listSandboxLicences,
  listSandboxOutbox,
  listSandboxTeleLinks,
  putSandboxLicence,
} from './sandbox-console.service.ts';
import { moveAdsVersionOn } from './ads-version.service.ts';
import { getUser, searchUsers, setUserStatus } from './platform-users.service.ts';
import { createClinic, getClinic, platformStats, searchClinics, superadminHealth } from './superadmin.service.ts';

export function registerSuperadminRoutes(routes: EndpointRegistrar, publicUrl: string, sandbox: SandboxConsole) {
  routes.handle(superadmin.health, async () => superadminHealth());
  routes.handleIo(superadmin.stats, async (ctx) => platformStats(ctx.db, ctx.user));
  routes.handleIo(superadmin.searchClinics, async (ctx) => searchClinics(ctx.db, ctx.user, ctx.query));
  routes.handleIo(superadmin.getClinic, async (ctx) => getClinic(ctx.db, ctx.user, ctx.params.id));
  routes.handle(superadmin.createClinic, async (ctx) => createClinic(ctx.tx, ctx.user, ctx.body, publicUrl));
  routes.handleIo(superadmin.searchUsers, async (ctx) => searchUsers(ctx.db, ctx.user, ctx.query));
  routes.handleIo(superadmin.getUser, async (ctx) => getUser(ctx.db, ctx.user, ctx.params.id));
  // Two transactions: the change (request role) and then the detail across clinics (platform role).
  routes.handleIo(superadmin.setUserStatus, async (ctx) => setUserStatus(ctx.db, ctx.user, ctx.params.id, ctx.body));
  routes.handleIo(superadmin.incrementAdsVersion, async (ctx) => moveAdsVersionOn(ctx.db, ctx.user));

  // The sandbox tables belong to the owner (docs/adr/0010): the console opens its own
  // transactions there, so these run outside the request's; each then leaves an audit row.
  routes.handleIo(superadmin.listSandboxExchanges, async (ctx) => listSandboxExchanges(ctx, sandbox, ctx.query));
  routes.handleIo(superadmin.listSandboxLicences, async (ctx) => listSandboxLicences(ctx, sandbox));
  routes.handleIo(superadmin.putSandboxLicence, async (ctx) => putSandboxLicence(ctx, sandbox, ctx.body));
  routes.handleIo(superadmin.listSandboxOutbox, async (ctx) => listSandboxOutbox(ctx, sandbox, ctx.query));
  routes.handleIo(superadmin.listSandboxTeleLinks, async (ctx) => listSandboxTeleLinks(ctx, sandbox));
  routes.handleIo(superadmin.confirmSandboxTeleCode, async (ctx) =>
    confirmSandboxTeleCode(ctx, sandbox, ctx.body.code),
  );
}
