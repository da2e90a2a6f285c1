import { shell } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { health, sharedPing, version, type HealthFacts } from './shell.service.ts';

export function registerShellRoutes(routes: EndpointRegistrar, facts: HealthFacts) {
  // No transaction: an anonymous caller needs none, and the ping is one statement of its own.
  const ping = sharedPing();
  routes.handleIo(shell.health, async ({ db, user }) => health(db, ping, facts, user));
  routes.handleIo(shell.version, async () => version(facts));
}
