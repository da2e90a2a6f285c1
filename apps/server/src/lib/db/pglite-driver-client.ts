import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { statementRunner, type RunStatement } from './pglite-statements.ts';

type Parsers = NonNullable<QueryOptions['parsers']>;

/** What Drizzle's PGlite driver calls on its client: `query`, and `transaction` handing over a `tx`. */
export type DriverClient = Pick<PGlite, 'query' | 'transaction'>;

/**
 * PGlite as Drizzle's driver sees it, with the driver's result parsers installed once instead of
 * sent with every query.
 *
 * The driver passes the same parsers with each query (timestamps, dates, intervals and a few
 * array types left as text, which its columns then map). PGlite merges a query's parsers into its
 * own table, one entry per type and per array type of the database (several hundred here), for
 * every result: on the server under load that merge was about a tenth of its CPU per request
 * (issue 21). Installed in the client's table at the first query that brings them, they apply to
 * every later query alike, so the option can be dropped. This holds while the driver sends the same
 * parser for a type with every query (drizzle-orm 0.45 builds each one as `(value) => value`);
 * a type it has not sent before is installed when it first comes.
 *
 * Only Drizzle goes through this client: the server's own raw queries (`select 1`, LISTEN) read
 * no value of these types.
 *
 * This is the owner's client. Inside its transactions, statements run in as few calls into the
 * database as the protocol allows, and one the server prepares by name on PostgreSQL
 * (`preparedQuery`, registered with `prepareOnPglite`) is prepared here too: see
 * `statementRunner`. The requests have a client of their own: `pgliteSession`.
 */
export function pgliteDriverClient(client: PGlite): DriverClient {
  const driver = pgliteDriver(client);
  return {
    query: <T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
      client.query<T>(query, params, driver.withoutParsers(options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
      client.transaction((tx) => callback(driver.inTransaction(tx))),
  };
}

type Driver = {
  withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined;
  /** A statement inside a transaction, in as few calls as the protocol allows. */
  run: RunStatement;
  /** The transaction PGlite hands over, as the driver's queries should go through it. */
  inTransaction(tx: Transaction): Transaction;
};

const drivers = new WeakMap<PGlite, Driver>();

/** What every driver client of one PGlite instance shares: its parsers and prepared statements. */
export function pgliteDriver(client: PGlite): Driver {
  const known = drivers.get(client);
  if (known) return known;
  const installed = new Set<string>();
  const run = statementRunner(client);
  const withoutParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    installParsers(client, options.parsers, installed);
    const { parsers: _sentOnce, ...rest } = options;
    return rest;
  };
  const driver: Driver = {
    withoutParsers,
    run,
    inTransaction: (tx) => transactionWithoutParsers(tx, withoutParsers, run),
  };
  drivers.set(client, driver);
  return driver;
}

function installParsers(client: PGlite, parsers: Parsers, installed: Set<string>) {
  for (const [type, parser] of Object.entries(parsers)) {
    if (installed.has(type)) continue;
    client.parsers[type] = parser;
    installed.add(type);
  }
}

/**
 * The transaction PGlite hands over, its queries without the parser option and run by
 * `statementRunner` (PGlite's transaction holds the transaction lock they run under).
 */
function transactionWithoutParsers(
  tx: Transaction,
  withoutParsers: (options: QueryOptions | undefined) => QueryOptions | undefined,
  run: RunStatement,
): Transaction {
  return {
    query: <T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
      // As PGlite's own transaction does: nothing runs in a transaction that has ended.
      if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
      return run<T>(query, params ?? [], withoutParsers(options));
    },
    sql: (strings, ...params) => tx.sql(strings, ...params),
    exec: (query, options) => tx.exec(query, withoutParsers(options)),
    rollback: () => tx.rollback(),
    listen: (channel, callback) => tx.listen(channel, callback),
    get closed() {
      return tx.closed;
    },
  };
}
