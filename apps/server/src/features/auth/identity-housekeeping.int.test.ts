import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneJobs, runPeriodicTasks } from '../../lib/jobs/periodic-tasks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pruneIdentityRows } from './auth.module.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number((await t.db.owner.execute<{ n: number }>(query)).rows[0]?.n);

it('prunes what is spent and keeps what reuse detection and the limits still need', async () => {
  await t.login('manager@demo.yim.test');
  await t.login('counter@demo.yim.test');
  const owner = t.db.owner;
  // Age the manager's session: revoked 31 days ago, its token rotated 31 days ago.
  await owner.execute(sql`update sessions set revoked_at = now() - interval '31 days'
    where user_id = (select id from users where email = 'manager@demo.yim.test')`);
  await owner.execute(sql`update refresh_tokens set used_at = now() - interval '31 days'
    where session_id in (select s.id from sessions s join users u on u.id = s.user_id where u.email = 'manager@demo.yim.test')`);
  // The counter's token was rotated an hour ago: replaying it must still end the family.
  await owner.execute(sql`update refresh_tokens set used_at = now() - interval '1 hour'
    where session_id in (select s.id from sessions s join users u on u.id = s.user_id where u.email = 'counter@demo.yim.test')`);
  await owner.execute(
    sql`insert into login_failures (email, ip, at) values ('a@x.test', '10.0.0.1', now() - interval '2 days'), ('b@x.test', '10.0.0.1', now())`,
  );
  await owner.execute(
    sql`insert into jobs (kind, payload, done_at) values ('mail', '{}', now() - interval '8 days'), ('mail', '{}', now())`,
  );

  const touched = await runPeriodicTasks(t.db, [pruneJobs, pruneIdentityRows]);
  expect(touched.jobs).toBe(1);
  expect(touched.identity).toBeGreaterThanOrEqual(3);

  expect(
    await count(
      sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = 'manager@demo.yim.test'`,
    ),
  ).toBe(0);
  expect(
    await count(
      sql`select count(*)::int as n from refresh_tokens r join sessions s on s.id = r.session_id join users u on u.id = s.user_id where u.email = 'counter@demo.yim.test'`,
    ),
  ).toBe(1);
  expect(await count(sql`select count(*)::int as n from login_failures`)).toBe(1);
  expect(await count(sql`select count(*)::int as n from jobs`)).toBe(1);

  // A second round finds nothing more to do.
  expect(await runPeriodicTasks(t.db, [pruneJobs, pruneIdentityRows])).toEqual({ jobs: 0, identity: 0 });
});
