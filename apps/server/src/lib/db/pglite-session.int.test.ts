import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, jsonb, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pooledScopedRunner, type Db } from './database.ts';
import { pgliteSession } from './pglite-session.ts';
import { prepareOnPglite } from './pglite-statements.ts';

const notes = pgTable('notes', { id: integer('id').primaryKey(), body: jsonb('body').notNull(), tag: text('tag') });
const CREATE = `create table notes (id int primary key, body jsonb not null, tag text);
  insert into notes values (1, '{"ข้อความ": "ฟันผุ"}', 'a'), (2, '[16, 17]', null)`;

/** The first letter of each message sent into the database, and a simple query's text. */
function recordCalls(client: PGlite) {
  const calls: string[] = [];
  const stream = client.execProtocolStream.bind(client);
  client.execProtocolStream = (message, options) => {
    const kind = String.fromCharCode(message[0]!);
    calls.push(kind === 'Q' ? `Q ${Buffer.from(message.subarray(5, -1)).toString()}` : kind);
    return stream(message, options);
  };
  return calls;
}

describe('the requests’ PGlite connection: begin, the scope and commit as on PostgreSQL', () => {
  let client: PGlite;
  let plain: PGlite;
  let session: ReturnType<typeof pgliteSession>;
  let db: ReturnType<typeof drizzle>;
  let run: ReturnType<typeof pooledScopedRunner>;
  let calls: string[];
  beforeAll(async () => {
    [client, plain] = await Promise.all([PGlite.create(), PGlite.create()]);
    await Promise.all([client.exec(CREATE), plain.exec(CREATE)]);
    session = pgliteSession(client);
    db = drizzle({ client: session.client as PGlite });
    // The test database has no yim_app: its own superuser plays the request role.
    run = pooledScopedRunner(session.connect, () => db as unknown as Db, 'postgres');
    calls = recordCalls(client);
  });
  afterAll(async () => {
    await Promise.all([client.close(), plain.close()]);
  });

  const count = async () =>
    Number((await client.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n);

  it('opens a transaction with begin and its scope in one call, and commits in one', async () => {
    const byId = db
      .select()
      .from(notes)
      .where(sql`${notes.id} = ${sql.placeholder('id')}`)
      .prepare('test_notes_by_id');
    prepareOnPglite(byId.getQuery().sql);
    await run({}, () => byId.execute({ id: 1 }));
    calls.length = 0;
    const rows = await run({ userId: '00000000-0000-4000-8000-000000000001' }, () => byId.execute({ id: 1 }));
    expect(rows).toEqual([{ id: 1, body: { ข้อความ: 'ฟันผุ' }, tag: 'a' }]);
    // PGlite's own transaction() took seven: begin, its sync, the settings, their sync, the
    // statement, commit, its sync.
    expect(calls).toEqual([
      expect.stringMatching(
        /^Q begin; select set_config\('role', 'postgres', true\), .*'00000000-0000-4000-8000-000000000001'/,
      ),
      'B',
      'Q commit',
    ]);
    const prepared = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where statement = $1`,
      [byId.getQuery().sql],
    );
    expect(prepared.rows[0]!.n).toBe(1);
  });

  it('answers unnamed statements as PGlite’s own query does, with their values serialized by type', async () => {
    const select = (on: ReturnType<typeof drizzle>) =>
      on
        .select({ id: notes.id, body: notes.body })
        .from(notes)
        .where(sql`${notes.tag} is not distinct from ${'a'}`);
    const expected = await select(drizzle({ client: plain }));
    expect(expected).toEqual([{ id: 1, body: { ข้อความ: 'ฟันผุ' } }]);
    expect(await run({}, () => select(db))).toEqual(expected);
    const raw = await run({}, () =>
      session.client.query<{ body: unknown; ids: number[]; none: null }>(
        'select $1::jsonb as body, $2::int[] as ids, $3::text as none',
        [{ teeth: [16, 17] }, [1, 2], null],
      ),
    );
    expect(raw.rows).toEqual([{ body: { teeth: [16, 17] }, ids: [1, 2], none: null }]);
    // A write tells how many rows it touched, prepared or not (the services' `affectedRows`).
    const touch = new PgDialect().sqlToQuery(sql`update notes set tag = tag where id > ${sql.placeholder('above')}`);
    prepareOnPglite(touch.sql);
    const [unnamed, prepared] = await run({}, async () => [
      await session.client.query(`update notes set tag = tag where id > $1`, [0]),
      await session.client.query(touch.sql, [1]),
    ]);
    expect([unnamed.affectedRows, prepared.affectedRows]).toEqual([2, 1]);
  });

  it('rolls a failed transaction back and tells the failure with its code and statement', async () => {
    const insert = new PgDialect().sqlToQuery(sql`insert into notes (id, body) values (${3}, ${'{}'}::jsonb)`);
    const failing = run({}, async () => {
      await session.client.query(insert.sql, insert.params);
      await session.client.query(insert.sql, insert.params);
    });
    await expect(failing).rejects.toMatchObject({ code: '23505', query: insert.sql });
    expect(await count()).toBe(2);
    // The connection is free again and works.
    await run({}, () => session.client.query(insert.sql, insert.params));
    expect(await count()).toBe(3);
    await client.query('delete from notes where id = 3');
  });

  it('refuses to answer success when the work went on past a failure its commit then rolls back', async () => {
    const swallowing = run({}, async () => {
      await session.client.query(`insert into notes values (4, '{}', 'lost')`, []);
      await session.client.query('select 1 / 0', []).catch(() => undefined);
      return 'done';
    });
    await expect(swallowing).rejects.toThrow('its commit rolled it back');
    expect(await count()).toBe(2);
  });

  it('runs one transaction at a time: the owner’s statements and the next request wait for the held one', async () => {
    const order: string[] = [];
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const first = run({}, async () => {
      await session.client.query(`insert into notes values (5, '{}', 'first')`, []);
      order.push('first wrote');
      await gate;
      order.push('first ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const owner = client
      .query<{ n: number }>(`select count(*)::int as n from notes where tag = 'first'`)
      .then((result) => {
        order.push('owner read');
        return result.rows[0]!.n;
      });
    const second = run({}, async () => {
      order.push('second began');
    });
    const pinged = session.ping().then(() => order.push('pinged'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(order).toEqual(['first wrote']);
    letGo();
    await Promise.all([first, second, pinged]);
    // The owner sees the committed row: it waited for the commit, not only for the statement.
    expect(await owner).toBe(1);
    expect(order).toEqual(['first wrote', 'first ends', 'owner read', 'second began', 'pinged']);
    await client.query('delete from notes where id = 5');
  });

  it('delivers a notification raised in a request’s transaction once it commits', async () => {
    const payloads: string[] = [];
    const unlisten = await client.listen('yim_session_test', (payload) => payloads.push(payload));
    try {
      await run({}, async () => {
        await session.client.query(`select pg_notify('yim_session_test', 'ลงนัดแล้ว')`, []);
        await new Promise((resolve) => setTimeout(resolve, 10));
        expect(payloads).toEqual([]);
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(payloads).toEqual(['ลงนัดแล้ว']);
    } finally {
      await unlisten();
    }
  });

  it('refuses a query while no transaction is open', async () => {
    // Drizzle wraps the client's error; its words are in the cause.
    await expect(db.select().from(notes)).rejects.toHaveProperty(
      'cause.message',
      'a query of a request ran outside its transaction',
    );
  });
});
