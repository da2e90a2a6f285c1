import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ListenHandlers } from './listen-connection.ts';
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
  /**
   * A function the transaction opens with, sent in the round trip of `begin` and the settings
   * (a request's session check and branch entry: request-access.ts). Its rows are the work's
   * second argument. Its arguments are written into the statement's text, so each must pass
   * `fitsOpeningText`.
   */
  opening?: OpeningCall;
};

/** A set-returning function called by name with text arguments (null written as null). */
export type OpeningCall = { fn: string; args: (string | null)[] };

/** The rows of the scope's opening call, as the simple protocol answers them; undefined without one. */
export type OpenedRows = Record<string, unknown>[] | undefined;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  kind: DatabaseKind;
  /**
   * The owning role's connections (DATABASE_OWNER_URL): migrations, reference data, secrets,
   * housekeeping. Never request work, and never SQL built from a request.
   */
  owner: Db;
  run<T>(scope: TxScope, work: (tx: Tx, opened: OpenedRows) => Promise<T>): Promise<T>;
  /**
   * One trivial statement outside any transaction, on the requests' connections: whether the
   * database answers (the health check), in one round trip and touching no table.
   */
  ping(): Promise<void>;
  /**
   * A read-only transaction across every clinic as the platform role, on the owner's
   * connections: the one way across tenants, for the audited super-administrator repository.
   */
  readAcrossClinics<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: on PostgreSQL one connection of its own, outside the pool, reconnecting
   * when it drops (`onGap` then says notifications may have been missed); on PGlite the embedded
   * instance's own listener. A notification arrives once its transaction commits. Answers the
   * stop function.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Runs work while holding a cluster-wide advisory lock (one instance at a time). */
  exclusive<T>(lockKey: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test snapshots). */
  dump?: () => Promise<Blob>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What may stand between single quotes in an opening call: letters, digits and dashes (UUIDs, urls). */
const OPENING_ARGUMENT = /^[A-Za-z0-9-]{1,100}$/;

/** Whether a value may be written into an opening call's text; a caller that has another reads it apart. */
export function fitsOpeningText(value: string | null): boolean {
  return value === null || OPENING_ARGUMENT.test(value);
}

/**
 * The statement that opens a scoped transaction, with the scope written into its text: a simple
 * query may carry several statements but no parameters, and `begin` travelling with the settings
 * saves a round trip on every request. Only values checked here get into the text (a UUID, an
 * integer); anything else is refused, never quoted.
 */
export function beginScopedText(role: string, scope: TxScope): string {
  return `begin; ${scopeSettingsText(role, scope)}`;
}

/** The scope's settings and opening call, sent after `begin` in the same simple query. */
function scopeSettingsText(role: string, scope: TxScope): string {
  const clinicId = scope.clinicId === undefined ? '' : String(scope.clinicId);
  const userId = scope.userId ?? '';
  if (scope.clinicId !== undefined && !(Number.isSafeInteger(scope.clinicId) && scope.clinicId > 0)) {
    throw new Error('a clinic id in a transaction scope must be a positive integer');
  }
  if (userId && !UUID.test(userId)) throw new Error('a user id in a transaction scope must be a UUID');
  if (!/^[a-z_]+$/.test(role)) throw new Error('a role name of letters and underscores only');
  const settings = `select set_config('role', '${role}', true), set_config('app.clinic_id', '${clinicId}', true), set_config('app.user_id', '${userId}', true)`;
  return scope.opening ? `${settings}; ${openingCallText(scope.opening)}` : settings;
}

function openingCallText({ fn, args }: OpeningCall): string {
  if (!/^[a-z_]+$/.test(fn)) throw new Error('an opening function name of letters and underscores only');
  if (!args.every(fitsOpeningText)) throw new Error('an opening argument of letters, digits and dashes only');
  return `select * from ${fn}(${args.map((arg) => (arg === null ? 'null' : `'${arg}'`)).join(', ')})`;
}

/** The opening call's rows: a simple query of several statements answers one result each, the call's last. */
function openedRows(scope: TxScope, results: unknown): OpenedRows {
  if (!scope.opening) return undefined;
  const last = (Array.isArray(results) ? results.at(-1) : results) as { rows?: Record<string, unknown>[] } | undefined;
  if (!last?.rows) throw new Error('the opening call answered no rows');
  return last.rows;
}

/** What a connection offers the runner below: node-postgres's PoolClient, or PGlite's one (`pgliteSession`). */
export type PooledClient = { query(text: string): Promise<unknown>; release(error?: Error | boolean): void };

/** The command tag of a simple query's answer: node-postgres gives one result, PGlite one per statement. */
function commandOf(results: unknown): string | undefined {
  const last = (Array.isArray(results) ? results.at(-1) : results) as { command?: string } | undefined;
  return last?.command;
}

/**
 * Scoped transactions on a connection: `begin` and the scope in one round trip, then the work on
 * a Drizzle instance bound to that connection (made once per connection, so the statements it
 * prepares by name stay with the connection that knows them), then commit. On PostgreSQL the
 * connections are a pool's; on PGlite there is one, held under PGlite's transaction lock
 * (`pgliteSession`, ADR 0020).
 *
 * A commit that PostgreSQL turns into a rollback (the transaction had failed, and the work went on
 * past the error) is an error here, as PGlite's own `transaction()` makes it one: the work's
 * writes are gone, and its answer must not say otherwise.
 */
export function pooledScopedRunner<C extends PooledClient>(
  connect: () => Promise<C>,
  bind: (client: C) => Db,
  role: string = APP_ROLE_NAME,
) {
  const bound = new WeakMap<C, Db>();
  return async function run<T>(scope: TxScope, work: (tx: Tx, opened: OpenedRows) => Promise<T>): Promise<T> {
    const begin = beginScopedText(role, scope);
    const client = await connect();
    let db = bound.get(client);
    if (!db) {
      db = nestingAsSavepoints(bind(client));
      bound.set(client, db);
    }
    let broken: Error | undefined;
    try {
      const opened = openedRows(scope, await client.query(begin));
      const result = await work(db as unknown as Tx, opened);
      if (commandOf(await client.query('commit')) === 'ROLLBACK') {
        throw new Error('the transaction had failed: its commit rolled it back');
      }
      return result;
    } catch (error) {
      // A connection whose rollback fails is not handed to the next request.
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.release(broken ?? false);
    }
  };
}

let savepoints = 0;

/**
 * The runner above hands work a Drizzle instance on a connection that is already inside a
 * transaction, not a Drizzle transaction object: its `transaction()` would send a second `begin`
 * and then commit the request's transaction halfway (losing its scope). Nested transactions are
 * savepoints there, as they are inside a Drizzle transaction.
 */
function nestingAsSavepoints(db: Db): Db {
  const nested = async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    savepoints = (savepoints + 1) % 1_000_000;
    const name = `yim_nested_${savepoints}`;
    await db.execute(sql.raw(`savepoint ${name}`));
    try {
      const result = await work(db as unknown as Tx);
      await db.execute(sql.raw(`release savepoint ${name}`));
      return result;
    } catch (error) {
      await db.execute(sql.raw(`rollback to savepoint ${name}`));
      throw error;
    }
  };
  return Object.assign(db, { transaction: nested as unknown as Db['transaction'] });
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

/** Rows a write touched: node-postgres names it rowCount, PGlite affectedRows. */
export function affectedRows(result: unknown): number {
  const counts = result as { rowCount?: number | null; affectedRows?: number };
  return counts.rowCount ?? counts.affectedRows ?? 0;
}
