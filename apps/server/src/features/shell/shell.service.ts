import { APP_VERSION } from '@yim/contract';
import { pingDatabase, type Database, type Tx } from '../../lib/db/database.ts';

export type HealthFacts = {
  mail: 'smtp' | 'log';
  storage: 'local' | 's3';
  /** Each outside service and whether its adapter is the sandbox or the live service. */
  sandbox: Record<string, 'sandbox' | 'live'>;
};

/** GET /api/health: answers only after the database answered, with how this instance runs. */
export async function health(tx: Tx, kind: Database['kind'], facts: HealthFacts) {
  await pingDatabase(tx);
  return { ok: true, version: APP_VERSION, database: kind, ...facts };
}

export function version() {
  return { version: APP_VERSION };
}
