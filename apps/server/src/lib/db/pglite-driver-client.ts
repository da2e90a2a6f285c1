import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

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
 * Inside a transaction, a query the server prepares by name on PostgreSQL (`preparedQuery`,
 * registered with `prepareOnPglite`) is prepared here too: see `preparedStatements`.
 */
export function pgliteDriverClient(client: PGlite): DriverClient {
  const driver = driverOf(client);
  return {
    query: <T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
      client.query<T>(query, params, driver.withoutParsers(options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
      client.transaction((tx) => callback(driver.inTransaction(tx))),
  };
}

/**
 * The requests' way into PGlite, as a pooled connection is on PostgreSQL: one client for Drizzle,
 * made once, whose queries run in the transaction that `within` has open, so that one Drizzle
 * instance serves every request (and `preparedQuery` builds each query once, not per request).
 * PGlite runs one transaction at a time, so at most one is open. A query while none is open is
 * refused: it would belong to no request's transaction.
 *
 * Its `transaction` is never called: nested transactions are savepoints (database.ts).
 */
export function pgliteOpenTransaction(client: PGlite): {
  client: DriverClient;
  within<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
} {
  const driver = driverOf(client);
  let open: Transaction | undefined;
  return {
    client: {
      query: async <T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
        if (!open) throw new Error('a query of a request ran outside its transaction');
        return open.query<T>(query, params, options);
      },
      transaction: () => Promise.reject(new Error('nested transactions are savepoints here')),
    },
    within: (work) =>
      client.transaction(async (tx) => {
        open = driver.inTransaction(tx);
        try {
          return await work(open);
        } finally {
          open = undefined;
        }
      }),
  };
}

type Driver = {
  withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined;
  /** The transaction PGlite hands over, as the driver's queries should go through it. */
  inTransaction(tx: Transaction): Transaction;
};

const drivers = new WeakMap<PGlite, Driver>();

/** What every driver client of one PGlite instance shares: its parsers and prepared statements. */
function driverOf(client: PGlite): Driver {
  const known = drivers.get(client);
  if (known) return known;
  const installed = new Set<string>();
  const runPrepared = preparedStatements(client);
  const withoutParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    installParsers(client, options.parsers, installed);
    const { parsers: _sentOnce, ...rest } = options;
    return rest;
  };
  const driver: Driver = {
    withoutParsers,
    inTransaction: (tx) => transactionWithoutParsers(tx, withoutParsers, runPrepared),
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
 * The transaction PGlite hands over, its queries without the parser option, and those the server
 * prepares run as prepared statements; the rest as it is.
 */
function transactionWithoutParsers(
  tx: Transaction,
  withoutParsers: (options: QueryOptions | undefined) => QueryOptions | undefined,
  runPrepared: RunPrepared,
): Transaction {
  return {
    query: <T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
      if (!preparedTexts.has(query)) return tx.query<T>(query, params, withoutParsers(options));
      // As PGlite's own transaction does: nothing runs in a transaction that has ended.
      if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
      return runPrepared<T>(query, params ?? [], withoutParsers(options));
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

/** The texts of the queries the server prepares by name on PostgreSQL (`preparedQuery`). */
const preparedTexts = new Set<string>();

/**
 * Marks a query's text as one the server prepares: PGlite then prepares it too, in every client,
 * at its first run inside a transaction. Only the statements PostgreSQL gets by name, so that
 * both databases plan the same statements the same way (a named statement may move to a generic
 * plan after five runs; an unnamed one never does).
 */
export function prepareOnPglite(text: string): void {
  preparedTexts.add(text);
}

type RunPrepared = <T>(text: string, params: unknown[], options: QueryOptions | undefined) => Promise<Results<T>>;

/**
 * Prepared statements on PGlite, the equivalent of node-postgres's named statements (issue 21).
 * PGlite's `query` sends every statement to be parsed and planned again (parse, describe, bind,
 * describe, execute: five calls into the database), and planning a request's statements with their
 * row-level security policies cost more than running them: about 0.6–1.4 ms each of the session
 * and branch checks and of a page's rows by id, against 0.15–0.65 ms prepared (bench data,
 * 2026-11-28). Here a statement is parsed once per client under a name of its own, and each run is
 * one call: bind, describe, execute, sync. The answers are PGlite's own (`parseResults`), and
 * parameters are serialized by their described types as PGlite's `query` does.
 *
 * Each run holds PGlite's query lock, as its `query` does; it is only called inside a transaction
 * (which already holds the transaction lock), so nothing is written to disk here either.
 */
function preparedStatements(client: PGlite): RunPrepared {
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  const { serialize } = protocol;
  return <T>(text: string, params: unknown[], options: QueryOptions | undefined) =>
    client._runExclusiveQuery(async () => {
      try {
        let statement = statements.get(text);
        if (!statement) {
          const name = `yim_pglite_${statements.size + 1}`;
          const described = await client.execProtocolStream(
            Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
            { syncToFs: false },
          );
          statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
          statements.set(text, statement);
        }
        const { paramTypes } = statement;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = paramTypes[i] ?? 0;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const messages = await client.execProtocolStream(
          Buffer.concat([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        const [result] = parse.parseResults(messages, client.parsers, options);
        return result as Results<T>;
      } catch (error) {
        // As PGlite's `query` tells its errors: with the statement and its values.
        throw Object.assign(error as Error, { query: text, params, queryOptions: options });
      }
    });
}
