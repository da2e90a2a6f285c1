import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Tx } from './database.ts';
import { prepareOnPglite } from './pglite-statements.ts';

type Executable<R> = { execute(values?: Record<string, unknown>): Promise<R> };
/** Drizzle's prepared query: its SQL text is known before it runs. */
type Prepared<R> = Executable<R> & { getQuery(): { sql: string } };
/** A query written with placeholders: run as it is (unnamed), or prepared under a name. */
type Preparable<R> = Executable<R> & { prepare(name: string): Prepared<R> };

const names = new Set<string>();

/** A value of a prepared query: its text must not change with the value, so every one is a placeholder. */
export const value = (name: string) => sql.placeholder(name);

const ARRAY_TYPES = { int: sql`int[]`, text: sql`text[]`, uuid: sql`uuid[]` };

/**
 * `column = any($name::int[])`: a list of ids as one array parameter, never `in ($1, $2, …)`, whose
 * text changes with the count and so could never be one prepared statement (ADR 0017). An empty
 * array matches nothing, as Drizzle's `inArray` with none does.
 */
export function anyOf(column: Column, name: string, type: keyof typeof ARRAY_TYPES = 'int'): SQL {
  return sql`${column} = any(${value(name)}::${ARRAY_TYPES[type]})`;
}

/**
 * A hot-path query built once per connection instead of on every request, and sent as a named
 * prepared statement, so that PostgreSQL also plans it (with its row-level security policies) once
 * per connection. `build` writes the query against the transaction it is given, with
 * `sql.placeholder(...)` where values go, and ends in `.prepare(name)`.
 *
 * On PostgreSQL each pooled connection has one Drizzle instance (database.ts), so the query is
 * built once per connection. On PGlite the requests share one Drizzle instance on whichever
 * transaction is open (`pgliteSession`), so it is built once there too; its text is
 * marked for the PGlite client, which prepares it as PostgreSQL does (`prepareOnPglite`).
 */
export function preparedQuery<V extends Record<string, unknown>, R>(
  name: string,
  build: (tx: Tx, name: string) => Prepared<R>,
): (tx: Tx, values: V) => Promise<R> {
  // A statement name is per connection: two texts under one name would fail at run time.
  if (names.has(name)) throw new Error(`prepared query name ${name} is used twice`);
  names.add(name);
  const built = new WeakMap<object, Executable<R>>();
  return (tx, values) => {
    let query = built.get(tx);
    if (!query) {
      const prepared = build(tx, name);
      prepareOnPglite(prepared.getQuery().sql);
      query = prepared;
      built.set(tx, query);
    }
    return query.execute(values);
  };
}

/**
 * How many shapes of one query are prepared per connection; rarer combinations of filters beyond
 * them are built per use (unnamed), so a connection never holds an unbounded number of plans.
 */
export const MAX_PREPARED_SHAPES = 32;

/**
 * `preparedQuery` for a list whose SQL depends on which of its filters are given (a date range,
 * a status, a keyword of n terms: the shape), not only on their values. Each shape seen is built
 * once per connection and sent as its own named statement (`${name}_1`, `${name}_2`, … in the
 * order the process first meets them), so PostgreSQL plans it once: a list's joins under their
 * row-level security policies cost it more to plan than to run (ADR 0017).
 *
 * `build` writes the query of a shape with `sql.placeholder(...)` for every value, without
 * `.prepare`; `shape` must be plain data (its JSON is the key) and `values` fill the placeholders.
 */
export function preparedByShape<S, V extends Record<string, unknown>, R>(
  name: string,
  build: (tx: Tx, shape: S) => Preparable<R>,
): (tx: Tx, shape: S, values: V) => Promise<R> {
  const byShape = new Map<string, (tx: Tx, values: V) => Promise<R>>();
  return (tx, shape, values) => {
    const key = JSON.stringify(shape);
    let run = byShape.get(key);
    if (!run) {
      if (byShape.size >= MAX_PREPARED_SHAPES) return build(tx, shape).execute(values);
      run = preparedQuery<V, R>(`${name}_${byShape.size + 1}`, (shapeTx, statement) =>
        build(shapeTx, shape).prepare(statement),
      );
      byShape.set(key, run);
    }
    return run(tx, values);
  };
}
