import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, numeric, PgDialect, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDriverClient, pgliteOpenTransaction, prepareOnPglite } from './pglite-driver-client.ts';

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

  it('sends no parser option to PGlite, in a transaction or not', async () => {
    const seen: (QueryOptions | undefined)[] = [];
    const client = await PGlite.create();
    try {
      const query = client.query.bind(client);
      client.query = (text, params, options) => {
        seen.push(options);
        return query(text, params, options);
      };
      const transaction = client.transaction.bind(client);
      client.transaction = (callback) =>
        transaction((tx) => {
          const txQuery = tx.query.bind(tx);
          return callback({
            ...tx,
            query: (text, params, options) => {
              seen.push(options);
              return txQuery(text, params, options);
            },
          });
        });
      const db = drizzle({ client: pgliteDriverClient(client) as PGlite });
      await db.execute(sql`select now()`);
      await db.transaction((tx) => tx.execute(sql`select now()`));
      expect(seen).toHaveLength(2);
      for (const options of seen) {
        expect(options).toBeDefined();
        expect(options).not.toHaveProperty('parsers');
      }
      // Installed in the client instead: a timestamp stays text for every later query.
      const now = await client.query<{ now: unknown }>('select now()');
      expect(typeof now.rows[0]!.now).toBe('string');
    } finally {
      await client.close();
    }
  });
});

describe('the requests’ PGlite client: one Drizzle instance on the open transaction', () => {
  let client: PGlite;
  let requests: ReturnType<typeof pgliteOpenTransaction>;
  let db: ReturnType<typeof drizzle>;
  let plain: Awaited<ReturnType<typeof database>>;
  beforeAll(async () => {
    plain = await database(false);
    client = await PGlite.create();
    await client.exec(`${CREATE}; create table notes (id int primary key, body jsonb not null, done boolean)`);
    requests = pgliteOpenTransaction(client);
    db = drizzle({ client: requests.client as PGlite });
  });
  afterAll(async () => {
    await Promise.all([client.close(), plain.client.close()]);
  });

  const preparedCount = async () =>
    Number((await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n);

  it('answers a statement the server prepares exactly as the driver alone, and prepares it once', async () => {
    const query = (on: typeof db) =>
      on
        .select()
        .from(samples)
        .where(sql`${samples.id} = ${sql.placeholder('id')}`);
    const expected = await query(plain.db).execute({ id: 1 });
    expect(expected).toHaveLength(1);
    const prepared = query(db).prepare('test_samples_by_id');
    prepareOnPglite(prepared.getQuery().sql);
    for (let run = 0; run < 7; run += 1) {
      expect(await requests.within(() => prepared.execute({ id: 1 }))).toEqual(expected);
    }
    expect(await requests.within(() => prepared.execute({ id: 2 }))).toEqual([]);
    expect(await preparedCount()).toBe(1);
  });

  it('serializes values by their types, counts the rows a write touched, and tells a failure with its code', async () => {
    const insert = sql`insert into notes (id, body, done) values (${sql.placeholder('id')}, ${sql.placeholder('body')}, ${sql.placeholder('done')})`;
    const update = sql`update notes set done = ${sql.placeholder('done')} where id > ${sql.placeholder('above')}`;
    const dialect = new PgDialect();
    const [insertText, updateText] = [insert, update].map((statement) => dialect.sqlToQuery(statement).sql);
    prepareOnPglite(insertText!);
    prepareOnPglite(updateText!);
    const before = await preparedCount();
    await requests.within(async (tx) => {
      await tx.query(insertText!, [1, { ข้อความ: 'ฟันผุ', teeth: [16, 17] }, null]);
      await tx.query(insertText!, [2, ['a', 'b'], true]);
      const updated = await tx.query(updateText!, [false, 0]);
      expect(updated.affectedRows).toBe(2);
    });
    expect((await client.query('select id, body, done from notes order by id')).rows).toEqual([
      { id: 1, body: { ข้อความ: 'ฟันผุ', teeth: [16, 17] }, done: false },
      { id: 2, body: ['a', 'b'], done: false },
    ]);
    const failure = requests.within((tx) => tx.query(insertText!, [1, {}, false]));
    await expect(failure).rejects.toMatchObject({ code: '23505', query: insertText });
    // The failed transaction was rolled back and the statement stays prepared for the next one.
    expect(
      await requests.within((tx) => tx.query<{ n: number }>('select count(*)::int as n from notes')),
    ).toMatchObject({
      rows: [{ n: 2 }],
    });
    expect(await preparedCount()).toBe(before + 2);
  });

  it('refuses a query while no transaction is open', async () => {
    // Drizzle wraps the client's error; its words are in the cause.
    await expect(db.select().from(samples)).rejects.toHaveProperty(
      'cause.message',
      'a query of a request ran outside its transaction',
    );
  });
});
