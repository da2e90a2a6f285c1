import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { APP_ROLE_NAME, PLATFORM_ROLE_NAME } from './tenant-policy.ts';

/**
 * Both drivers share Drizzle's PostgreSQL query builder; results carry `rows` on both. The
 * node-postgres type names it once for the whole server.
 */
export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a transaction may see. Every query of a request runs inside one of these: the role is
 * switched to the non-superuser application role and the settings drive the RLS policies.
 * An empty scope sees global tables only; no tenant row is ever visible without clinicId.
 */
export type TxScope = {
  clinicId?: number;
  userId?: string;
};

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  kind: DatabaseKind;
  /**
   * The owning role's connections (DATABASE_OWNER_URL): migrations, reference data, secrets,
   * housekeeping. Never request work, and never SQL built from a request.
   */
  owner: Db;
  run<T>(scope: TxScope, work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * A read-only transaction across every clinic as the platform role, on the owner's
   * connections: the one way across tenants, for the audited super-administrator repository.
   */
  readAcrossClinics<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs work while holding a cluster-wide advisory lock (one instance at a time). */
  exclusive<T>(lockKey: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test snapshots). */
  dump?: () => Promise<Blob>;
};

export function scopedRunner(db: Db) {
  return function run<T>(scope: TxScope, work: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      // One round trip: set_config('role', …, true) is SET LOCAL ROLE in function form.
      await tx.execute(sql`select
        set_config('role', ${APP_ROLE_NAME}, true),
        set_config('app.clinic_id', ${scope.clinicId === undefined ? '' : String(scope.clinicId)}, true),
        set_config('app.user_id', ${scope.userId ?? ''}, true)`);
      return work(tx);
    });
  };
}

/**
 * Transactions as the platform role. It reaches every clinic's rows through its own read
 * policies, cannot write a tenant table, and is reached only from the owner's connections.
 */
export function platformRunner(owner: Db) {
  return function readAcrossClinics<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return owner.transaction(async (tx) => {
      await tx.execute(sql`select
        set_config('role', ${PLATFORM_ROLE_NAME}, true),
        set_config('app.clinic_id', '', true),
        set_config('app.user_id', ${userId}, true)`);
      return work(tx);
    });
  };
}

/** One trivial statement: the database answers. */
export async function pingDatabase(tx: Tx): Promise<void> {
  await tx.execute(sql`select 1`);
}

/** Rows a write touched: node-postgres names it rowCount, PGlite affectedRows. */
export function affectedRows(result: unknown): number {
  const counts = result as { rowCount?: number | null; affectedRows?: number };
  return counts.rowCount ?? counts.affectedRows ?? 0;
}
