import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const t0 = Date.now();
const db = await PGlite.create({ extensions: { pg_trgm } });
console.log('start ms', Date.now() - t0);
await db.exec(`create extension if not exists pg_trgm; create role app nologin; create table t(clinic_id int not null, v text);
alter table t enable row level security; alter table t force row level security;
create policy p on t using (clinic_id = nullif(current_setting('app.clinic_id', true),'')::int) with check (clinic_id = nullif(current_setting('app.clinic_id', true),'')::int);
grant select, insert on t to app; insert into t values (1,'a'),(2,'b');`);
const r = await db.transaction(async (tx) => {
  await tx.query('set local role app');
  await tx.query("select set_config('app.clinic_id', $1, true)", ['1']);
  return (await tx.query('select * from t')).rows;
});
console.log(r);
const r2 = await db.transaction(async (tx) => {
  await tx.query('set local role app');
  return (await tx.query('select * from t')).rows;
});
console.log(r2, (await db.query('select current_user')).rows);
const blob = await db.dumpDataDir('none');
console.log('dump', blob.size);
const t1 = Date.now();
const db2 = await PGlite.create({ loadDataDir: blob, extensions: { pg_trgm } });
console.log('load ms', Date.now() - t1, (await db2.query('select count(*) from t')).rows);
