import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

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

export type RunStatement = <T>(
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
) => Promise<Results<T>>;

const { serialize } = protocol;

/**
 * Statements on PGlite in as few calls into the database as the protocol allows (issue 21, ADR
 * 0020). PGlite's own `query` makes six calls for one statement (parse, describe, bind, describe,
 * execute, sync), each a pass through its WebAssembly and its message parser. Here:
 *
 * - a statement the server prepares by name on PostgreSQL (`prepareOnPglite`) is parsed once per
 *   client under a name of its own, and each run is one call: bind, describe, execute, sync
 *   (planning a request's statements with their row-level security policies cost more than
 *   running them: 0.6–1.4 ms against 0.15–0.65 ms, bench data, 2026-11-28);
 * - any other statement is parsed unnamed and described in one call, and bound and executed in a
 *   second; one without values is all one call.
 *
 * Parameters are serialized by their described types and answers parsed by PGlite's own code, as
 * its `query` does. A run holds PGlite's query lock, as its `query` does. Runs happen inside a
 * transaction that holds PGlite's transaction lock, so nothing is synced to disk here (PGlite's
 * own `transaction` does not sync either).
 */
export function statementRunner(client: PGlite): RunStatement {
  const named = new Map<string, { name: string; paramTypes: number[] }>();
  const call = (messages: Uint8Array[]) => client.execProtocolStream(Buffer.concat(messages), { syncToFs: false });

  const describe = async (text: string, name: string, options: QueryOptions | undefined) =>
    parse.parseDescribeStatementResults(
      await call([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );

  const bindAndExecute = (statement: string, values: (string | null)[]) => [
    serialize.bind({ statement, values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ];

  const serialized = (params: unknown[], paramTypes: number[], options: QueryOptions | undefined) =>
    params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });

  const messagesOf = async (text: string, params: unknown[], options: QueryOptions | undefined) => {
    if (preparedTexts.has(text)) {
      let statement = named.get(text);
      if (!statement) {
        const name = `yim_pglite_${named.size + 1}`;
        statement = { name, paramTypes: await describe(text, name, options) };
        named.set(text, statement);
      }
      return call(bindAndExecute(statement.name, serialized(params, statement.paramTypes, options)));
    }
    if (params.length === 0) {
      return call([serialize.parse({ text, types: options?.paramTypes }), ...bindAndExecute('', [])]);
    }
    const paramTypes = await describe(text, '', options);
    return call(bindAndExecute('', serialized(params, paramTypes, options)));
  };

  return <T>(text: string, params: unknown[], options: QueryOptions | undefined) =>
    client._runExclusiveQuery(async () => {
      // PGlite's `query` writes a file attached to a query (COPY); no query of ours attaches one.
      if (options?.blob) throw new Error('a file attached to a query is not supported on this client');
      try {
        const [result] = parse.parseResults(await messagesOf(text, params, options), client.parsers, options);
        return result as Results<T>;
      } catch (error) {
        // As PGlite's `query` tells its errors: with the statement and its values.
        throw Object.assign(error as Error, { query: text, params, queryOptions: options });
      }
    });
}

/**
 * A simple query (several statements, no parameters) in one call: PGlite's `exec` adds a sync,
 * which the simple protocol does not need (its answer ends ready for the next query). Holds the
 * query lock, as `exec` does; the caller holds the transaction lock.
 */
export function simpleQuery(client: PGlite, text: string): Promise<Results[]> {
  return client._runExclusiveQuery(async () => {
    try {
      const messages = await client.execProtocolStream(serialize.query(text), { syncToFs: false });
      return parse.parseResults(messages, client.parsers) as Results[];
    } catch (error) {
      throw Object.assign(error as Error, { query: text });
    }
  });
}
