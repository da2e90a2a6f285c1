import { superadmin } from '@yim/contract';
import type { SandboxConsole } from '../../integrations/sandbox-console.ts';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import {
  confirmSandboxTeleCode,
  listSandboxExchanges,
  listSandboxLicences,
  listSandboxTeleLinks,
  putSandboxLicence,
} from './sandbox-console.service.ts';
import { platformStats, superadminHealth } from './superadmin.service.ts';

export function registerSuperadminRoutes(routes: EndpointRegistrar, sandbox: SandboxConsole) {
  routes.handle(superadmin.health, async () => superadminHealth());
  routes.handleIo(superadmin.stats, async (ctx) => platformStats(ctx.db, ctx.user));

  // The sandbox tables belong to the owner (docs/adr/0009): the console opens its own
  // transactions there, so these run outside the request's.
  routes.handleIo(superadmin.listSandboxExchanges, async ({ query }) => listSandboxExchanges(sandbox, query));
  routes.handleIo(superadmin.listSandboxLicences, async () => listSandboxLicences(sandbox));
  routes.handleIo(superadmin.putSandboxLicence, async ({ body }) => putSandboxLicence(sandbox, body));
  routes.handleIo(superadmin.listSandboxTeleLinks, async () => listSandboxTeleLinks(sandbox));
  routes.handleIo(superadmin.confirmSandboxTeleCode, async ({ body }) => confirmSandboxTeleCode(sandbox, body.code));
}
