import { APP_VERSION, type TAppEnv, type TIntegrationMode } from '@yim/contract';
import type { Database } from '../../lib/db/database.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';

export type HealthFacts = {
  /** The demo seed is on (config.seed, decided by seedDefault or SEED): told to everyone. */
  demoData: boolean;
  /** APP_ENV, told to everyone: the web app's environment switches read it. */
  appEnv: TAppEnv;
  mail: 'smtp' | 'log';
  storage: 'local' | 's3';
  /** Each outside service and whether its adapter is the sandbox or the live service. */
  sandbox: Record<string, TIntegrationMode>;
};

/** Asks the database whether it answers; health checks that overlap share one asking. */
export type SharedPing = (db: Database) => Promise<void>;

/**
 * Health checks in flight at the same moment wait for the same ping. The endpoint is public, so a
 * flood of checks (load balancers, monitors, or someone hostile) costs the database one statement
 * at a time instead of one per request, and cannot take the request pool's connections from the
 * clinics' work. Each check still answers only after a ping that was in flight after it arrived:
 * the database was alive then. A failed ping fails every check that waited for it.
 */
export function sharedPing(): SharedPing {
  let inFlight: Promise<void> | null = null;
  return (db) => {
    inFlight ??= db.ping().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/**
 * GET /api/health: answers only after the database answered. How this instance runs is told to a
 * platform super-administrator only: to others it would map the installation for an attacker.
 */
export async function health(db: Database, ping: SharedPing, facts: HealthFacts, caller: AuthUser | null) {
  await ping(db);
  const status = { ok: true, version: APP_VERSION };
  if (!caller?.isSuperadmin) return status;
  const { mail, storage, sandbox } = facts;
  return { ...status, database: db.kind, mail, storage, sandbox };
}

/**
 * Public: the version, whether this server runs the demo data, its APP_ENV, and whether any
 * outside service is a sandbox (the web app marks each); never which service or where it is.
 */
export function version(facts: Pick<HealthFacts, 'demoData' | 'appEnv' | 'sandbox'>) {
  return {
    version: APP_VERSION,
    demoData: facts.demoData,
    appEnv: facts.appEnv,
    sandbox: Object.values(facts.sandbox).includes('sandbox'),
  };
}
