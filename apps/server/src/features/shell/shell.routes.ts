import { shell } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { health, version, type HealthFacts } from './shell.service.ts';

export function registerShellRoutes(routes: EndpointRegistrar, facts: HealthFacts) {
  routes.handle(shell.health, async ({ db, tx, user }) => health(tx, db.kind, facts, user));
  routes.handle(shell.version, async () => version(facts));
}
