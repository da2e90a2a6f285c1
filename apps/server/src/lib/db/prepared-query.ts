import type { Tx } from './database.ts';

type Executable<R> = { execute(values?: Record<string, unknown>): Promise<R> };

const names = new Set<string>();

/**
 * A hot-path query built once per connection instead of on every request, and sent as a named
 * prepared statement, so that PostgreSQL also plans it (with its row-level security policies) once
 * per connection. `build` writes the query against the transaction it is given, with
 * `sql.placeholder(...)` where values go, and ends in `.prepare(name)`.
 *
 * On PostgreSQL each pooled connection has one Drizzle instance (database.ts), so the query is
 * built once per connection. PGlite hands a new transaction object to every request: there the
 * query is built per use, as any query is, and PGlite, in process, has no round trip to save.
 */
export function preparedQuery<V extends Record<string, unknown>, R>(
  name: string,
  build: (tx: Tx, name: string) => Executable<R>,
): (tx: Tx, values: V) => Promise<R> {
  // A statement name is per connection: two texts under one name would fail at run time.
  if (names.has(name)) throw new Error(`prepared query name ${name} is used twice`);
  names.add(name);
  const built = new WeakMap<object, Executable<R>>();
  return (tx, values) => {
    let query = built.get(tx);
    if (!query) {
      query = build(tx, name);
      built.set(tx, query);
    }
    return query.execute(values);
  };
}
