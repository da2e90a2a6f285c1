import { describe, expect, it } from 'vitest';
import { beginScopedText, fitsOpeningText, pooledScopedRunner, type Db, type OpenedRows } from './database.ts';

const SESSION = '0b7f6a3e-3c1d-4d55-9f0e-2a6b1c9d8e7f';
const USER = '5c2e9a1b-7d4f-4e3a-8b6c-1f0e9d8c7b6a';

describe('the statement a scoped transaction opens with', () => {
  it('carries the opening call after begin and the settings, its arguments quoted and null as null', () => {
    const text = beginScopedText('yim_app', {
      userId: USER,
      opening: { fn: 'request_entry', args: [SESSION, USER, 'yim-demo', null] },
    });
    expect(text).toBe(
      `begin; select set_config('role', 'yim_app', true), set_config('app.clinic_id', '', true), ` +
        `set_config('app.user_id', '${USER}', true); ` +
        `select * from request_entry('${SESSION}', '${USER}', 'yim-demo', null)`,
    );
  });

  it('refuses an argument that is more than letters, digits and dashes, rather than quoting it', () => {
    for (const arg of ["siam'; drop table patients; --", 'สยาม', 'a b', 'a\\b', '', 'x'.repeat(101)]) {
      expect(fitsOpeningText(arg), arg).toBe(false);
      expect(() => beginScopedText('yim_app', { opening: { fn: 'request_entry', args: [arg] } }), arg).toThrow(
        'an opening argument of letters, digits and dashes only',
      );
    }
    expect(() => beginScopedText('yim_app', { opening: { fn: 'entry(); --', args: [] } })).toThrow(
      'an opening function name of letters and underscores only',
    );
  });
});

/** A pooled connection that records what it is sent and answers as node-postgres does. */
function recordingClient(rows: Record<string, unknown>[]) {
  const sent: string[] = [];
  const client = {
    released: false,
    query: async (text: string) => {
      sent.push(text);
      // A simple query of several statements answers one result each.
      return text.startsWith('begin;') ? [{ rows: [] }, { rows: [] }, { rows }] : { rows: [] };
    },
    release() {
      client.released = true;
    },
  };
  return { client, sent };
}

describe('pooledScopedRunner', () => {
  it('sends begin, the settings and the opening call in one round trip and hands the work its rows', async () => {
    const rows = [{ user_id: USER, clinic_id: 7 }];
    const { client, sent } = recordingClient(rows);
    const run = pooledScopedRunner(
      async () => client,
      () => ({}) as Db,
    );
    let opened: OpenedRows;
    const answer = await run(
      { userId: USER, opening: { fn: 'request_entry', args: [SESSION, USER, 'yim-demo', 'siam'] } },
      async (_tx, rowsOpened) => {
        opened = rowsOpened;
        return sent.length;
      },
    );
    expect(answer).toBe(1);
    expect(sent[0]).toMatch(/^begin; select set_config.*; select \* from request_entry\(/);
    expect(opened!).toEqual(rows);
    expect(sent).toEqual([sent[0], 'commit']);
    expect(client.released).toBe(true);
  });

  it('hands the work no rows when the scope has no opening call', async () => {
    const { client } = recordingClient([]);
    const run = pooledScopedRunner(
      async () => client,
      () => ({}) as Db,
    );
    expect(await run({ userId: USER }, async (_tx, opened) => opened)).toBeUndefined();
  });
});
