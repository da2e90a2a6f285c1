import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDriverClient } from './pglite-driver-client.ts';

// The types Drizzle's driver wants as text, and what its columns make of them.
const samples = pgTable('samples', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'string' }),
  atDate: timestamp('at_date', { withTimezone: true }),
  plain: timestamp('plain'),
  day: date('day'),
  span: interval('span'),
  amounts: numeric('amounts').array(),
  stamps: timestamp('stamps', { withTimezone: true, mode: 'string' }).array(),
  days: date('days').array(),
});

const CREATE = `create table samples (id int primary key, at timestamptz, at_date timestamptz, plain timestamp,
  day date, span interval, amounts numeric[], stamps timestamptz[], days date[]);
  insert into samples values (1, '2026-11-28 07:30:15.25+07', '2026-11-28 07:30:15.25+07', '2026-11-28 07:30:15',
  '2569-01-31', '1 day 02:03:04', '{1.50,20}', '{"2026-11-28 00:00:00+00","2026-11-29 12:00:00+00"}',
  '{2026-11-28,2026-12-01}')`;

async function database(wrapped: boolean) {
  const client = await PGlite.create();
  await client.exec(CREATE);
  const db = drizzle({ client: wrapped ? (pgliteDriverClient(client) as PGlite) : client });
  return { client, db };
}

describe('Drizzle on PGlite with its parsers installed once', () => {
  let plain: Awaited<ReturnType<typeof database>>;
  let wrapped: Awaited<ReturnType<typeof database>>;
  beforeAll(async () => {
    [plain, wrapped] = await Promise.all([database(false), database(true)]);
  });
  afterAll(async () => {
    await Promise.all([plain.client.close(), wrapped.client.close()]);
  });

  it('reads every type the driver keeps as text exactly as the driver alone does', async () => {
    const select = (db: typeof plain.db) => db.select().from(samples);
    const expected = await select(plain.db);
    expect(expected[0]!.at).toBe('2026-11-28 00:30:15.25+00');
    expect(await select(wrapped.db)).toEqual(expected);
    // Inside a transaction too (the server's requests all run in one).
    expect(await wrapped.db.transaction((tx) => tx.select().from(samples))).toEqual(expected);
  });

  it('answers raw statements (execute) as the driver alone does', async () => {
    const raw = (db: typeof plain.db) =>
      db.execute(sql`select at, day, span, amounts, stamps from samples`).then((result) => result.rows);
    const expected = await raw(plain.db);
    expect(expected[0]).toMatchObject({ at: '2026-11-28 00:30:15.25+00', day: '2569-01-31' });
    expect(await raw(wrapped.db)).toEqual(expected);
  });

  it('sends no parser option to PGlite, and runs a transaction’s statements without its query', async () => {
    const seen: (QueryOptions | undefined)[] = [];
    const client = await PGlite.create();
    try {
      const query = client.query.bind(client);
      client.query = (text, params, options) => {
        seen.push(options);
        return query(text, params, options);
      };
      const stream = client.execProtocolStream.bind(client);
      let calls = 0;
      client.execProtocolStream = (message, options) => {
        calls += 1;
        return stream(message, options);
      };
      const db = drizzle({ client: pgliteDriverClient(client) as PGlite });
      await db.execute(sql`select now()`);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toBeDefined();
      expect(seen[0]).not.toHaveProperty('parsers');
      // Inside a transaction the statement goes to the database in one call (no values), never
      // through PGlite's query, which would take six.
      calls = 0;
      const inside = await db.transaction((tx) => tx.execute(sql`select now()`));
      expect(seen).toHaveLength(1);
      // begin and its sync, the statement, commit and its sync (PGlite's own transaction).
      expect(calls).toBe(5);
      // Installed in the client instead: a timestamp stays text in a transaction and out of one.
      expect(typeof inside.rows[0]!.now).toBe('string');
      const now = await client.query<{ now: unknown }>('select now()');
      expect(typeof now.rows[0]!.now).toBe('string');
    } finally {
      await client.close();
    }
  });
});
