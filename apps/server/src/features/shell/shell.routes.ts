import { APP_VERSION, shell } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';

export type HealthFacts = {
  mail: 'smtp' | 'log';
  storage: 'local' | 's3';
  /** Each outside service and whether its adapter is the sandbox or the live service. */
  sandbox: Record<string, 'sandbox' | 'live'>;
};

export function registerShellRoutes(routes: EndpointRegistrar, facts: HealthFacts) {
  routes.handle(shell.health, async ({ db, tx }) => {
    await tx.execute('select 1');
    return { ok: true, version: APP_VERSION, database: db.kind, ...facts };
  });
  routes.handle(shell.version, async () => ({ version: APP_VERSION }));
}
