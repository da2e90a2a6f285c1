import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { assertChannelName, listenOnOwnConnection } from './listen-connection.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { pgliteDriverClient } from './pglite-driver-client.ts';
import { pgliteSession } from './pglite-session.ts';
import { platformRunner, pooledScopedRunner, type Database, type Db } from './database.ts';

export type DatabaseOptions =
  | {
      kind: 'postgres';
      /** The role requests log in as: a member of yim_app only (README, "Running on PostgreSQL"). */
      url: string;
      /** The role that owns the tables; when absent, `url`'s role is the owner too (development). */
      ownerUrl?: string;
      poolMax?: number;
      /** Told when the server drops an idle pooled connection (restart, failover, admin kill). */
      onConnectionError?: (error: Error) => void;
    }
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob };

/** Embedded PGlite in DATA_DIR by default; a PostgreSQL server when DATABASE_URL is set. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // The pool discards a broken idle connection by itself and opens another on demand; without
    // a listener the 'error' event would be thrown and take the whole process down.
    pool.on('error', (error) => options.onConnectionError?.(error));
    // The owner's work (migrations, housekeeping, rate-limit windows, super-administrator reads)
    // is light: a few connections of its own when the owner is another role.
    const ownerPool =
      options.ownerUrl && options.ownerUrl !== options.url
        ? new pg.Pool({ connectionString: options.ownerUrl, max: 3 })
        : pool;
    if (ownerPool !== pool) ownerPool.on('error', (error) => options.onConnectionError?.(error));
    const owner = drizzlePg({ client: ownerPool }) as unknown as Db;
    const exclusive = async <T>(lockKey: number, work: () => Promise<T>): Promise<T> => {
      // Advisory locks belong to a session: hold one connection for the lock's lifetime.
      const lockClient = await ownerPool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [lockKey]);
        try {
          return await work();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        lockClient.release();
      }
    };
    return {
      kind: 'postgres',
      owner,
      run: pooledScopedRunner(
        () => pool.connect(),
        (client) => drizzlePg({ client }) as unknown as Db,
      ),
      readAcrossClinics: platformRunner(owner),
      ping: async () => {
        await pool.query('select 1');
      },
      // The request role's URL: LISTEN needs no rights, so the listener gets none beyond a request's.
      listen: (channel, handlers) =>
        listenOnOwnConnection({ url: options.url, onConnectionError: options.onConnectionError }, channel, handlers),
      exclusive,
      close: async () => {
        await pool.end();
        if (ownerPool !== pool) await ownerPool.end();
      },
    };
  }
  // pg_trgm for the search indexes, btree_gin for the first name beside the patients' trigrams,
  // btree_gist for the appointments' overlap constraints.
  const extensions = { pg_trgm, btree_gin, btree_gist };
  let client: PGlite;
  let lock: DataDirLock | undefined;
  if (options.snapshot) {
    client = await PGlite.create({ loadDataDir: options.snapshot, extensions });
  } else if (options.dataDir) {
    // Before PGlite touches the files: a second process on them would corrupt the database.
    lock = lockDataDir(options.dataDir);
    try {
      const dir = join(options.dataDir, 'pg');
      mkdirSync(dir, { recursive: true });
      client = await PGlite.create(dir, { extensions });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions });
  }
  // Drizzle's parsers installed once in the client, not merged again for every result.
  const owner = drizzlePglite({ client: pgliteDriverClient(client) as PGlite }) as unknown as Db;
  // The requests' one connection, and their own Drizzle instance on it, made once (as on a pooled
  // connection): their prepared queries are built once, not per request.
  const requests = pgliteSession(client);
  const requestDb = drizzlePglite({ client: requests.client as PGlite }) as unknown as Db;
  // One process owns a PGlite data directory (the lock above): nothing to lock against.
  const exclusive = <T>(_lockKey: number, work: () => Promise<T>) => work();
  return {
    kind: 'pglite',
    owner,
    run: pooledScopedRunner(requests.connect, () => requestDb),
    readAcrossClinics: platformRunner(owner),
    // PGlite runs one statement at a time and waits for a running transaction to end first.
    // The simple protocol, as node-postgres sends a query without parameters, and in one call.
    ping: requests.ping,
    // One embedded connection that never drops: nothing is missed, so no gap to report.
    listen: async (channel, { onPayload }) => {
      assertChannelName(channel);
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    exclusive,
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    dump: async () => client.dumpDataDir('none'),
  };
}
