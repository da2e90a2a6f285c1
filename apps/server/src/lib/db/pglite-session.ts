import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { PooledClient } from './database.ts';
import { pgliteDriver, type DriverClient } from './pglite-driver-client.ts';
import { simpleQuery } from './pglite-statements.ts';

/** PGlite's one connection, as the requests' runner uses a pooled connection (database.ts). */
export type PgliteConnection = PooledClient & { query(text: string): Promise<Results[]> };

export type PgliteSession = {
  /**
   * Waits for PGlite's transaction lock and hands over the connection that holds it, as a pool
   * hands over a free connection; `release()` gives the lock back. The holder sends `begin` and
   * `commit` itself, so a request's transaction opens with its scope in one call (ADR 0019, 0020).
   */
  connect(): Promise<PgliteConnection>;
  /** Drizzle's client for the requests: its queries run on the held connection, and only there. */
  client: DriverClient;
  /** `select 1` in one call, as a health check asks whether the database answers. */
  ping(): Promise<void>;
};

/**
 * The requests' way into PGlite, the same as on PostgreSQL: `begin`, the scope and the request's
 * entry in one simple query, the work, then `commit` (`pooledScopedRunner`). PGlite's own
 * `transaction()` sends `begin` alone and a sync after each simple query: four calls into the
 * database more per request, and on the light requests a tenth of the server's time (issue 21).
 *
 * PGlite runs one transaction at a time. The connection holds PGlite's own transaction lock for
 * as long as it is held, so the owner's queries and transactions (`query`, `exec`,
 * `transaction`) wait for the request's transaction as they would for one of PGlite's, and each
 * statement holds the query lock as PGlite's own statements do.
 */
export function pgliteSession(client: PGlite): PgliteSession {
  const driver = pgliteDriver(client);
  /** Set while the connection is held: it gives PGlite's transaction lock back. */
  let releaseLock: (() => void) | undefined;

  const connection: PgliteConnection = {
    query: (text) => {
      if (!releaseLock) return Promise.reject(new Error('the PGlite connection was used without being held'));
      return simpleQuery(client, text);
    },
    release: () => {
      const release = releaseLock;
      releaseLock = undefined;
      release?.();
    },
  };

  const connect = async (): Promise<PgliteConnection> => {
    await client._checkReady();
    return new Promise<PgliteConnection>((handOver, refuse) => {
      client
        ._runExclusiveTransaction(
          () =>
            new Promise<void>((release) => {
              releaseLock = release;
              handOver(connection);
            }),
        )
        .catch(refuse);
    });
  };

  return {
    connect,
    client: {
      query: <T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
        if (!releaseLock) return Promise.reject(new Error('a query of a request ran outside its transaction'));
        return driver.run<T>(query, params ?? [], driver.withoutParsers(options));
      },
      transaction: () => Promise.reject(new Error('nested transactions are savepoints here')),
    },
    ping: async () => {
      await client._checkReady();
      await client._runExclusiveTransaction(() => simpleQuery(client, 'select 1'));
    },
  };
}
