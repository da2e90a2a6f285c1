#!/usr/bin/env node
// @ts-check
// Patient search with 100,000 patients in one clinic (bench/README.md, "patient-search.mjs"):
// one keyword (a name fragment, a DN, a phone number), and the list without one, at 20
// concurrent users through the HTTP app, p50/p95, on PostgreSQL and PGlite, beside the same SQL
// run directly in the same run.
//   node bench/patient-search.mjs [--smoke] [--duration=10] [--connections=20] [--patients=100000]
//                                 [--no-postgres] [--no-pglite] [--save]
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEndpoint, measureHttpFloor } from './http-load.mjs';
import { startPgRecorder } from './lib/pg-recorder.mjs';
import { replayOnPglite, replayOnPostgres, withIds } from './lib/sql-replay.mjs';
import {
  createDataStore,
  parseFlags,
  printTable,
  saveResult,
  serverRequire,
  signIn,
  startServer,
} from './lib/server.mjs';

// The bench's people: a Thai given name and surname with their romanisation, combined by row
// number so that every name, surname and pair occurs many times, as in a real clinic.
const FIRST = [
  ['สมชาย', 'Somchai'],
  ['สมหญิง', 'Somying'],
  ['ประเสริฐ', 'Prasert'],
  ['มาลี', 'Malee'],
  ['วิชัย', 'Wichai'],
  ['สุภาพร', 'Supaporn'],
  ['ธนากร', 'Thanakorn'],
  ['กาญจนา', 'Kanchana'],
  ['ณัฐพล', 'Nattapon'],
  ['ศิริพร', 'Siriporn'],
  ['อนุชา', 'Anucha'],
  ['พิมพ์ชนก', 'Pimchanok'],
  ['กิตติพงษ์', 'Kittipong'],
  ['รัตนา', 'Rattana'],
  ['ชัยวัฒน์', 'Chaiwat'],
  ['ชุติมา', 'Chutima'],
  ['วรวุฒิ', 'Worawut'],
  ['ลลิตา', 'Lalita'],
  ['ภานุวัฒน์', 'Panuwat'],
  ['ดวงใจ', 'Duangjai'],
  ['ศุภชัย', 'Supachai'],
  ['ปาริชาต', 'Parichat'],
  ['เอกชัย', 'Ekachai'],
];
const LAST = [
  ['ใจดี', 'Jaidee'],
  ['ศรีสุข', 'Srisuk'],
  ['แสงทอง', 'Saengthong'],
  ['วงศ์สวัสดิ์', 'Wongsawat'],
  ['บุญมา', 'Boonma'],
  ['สุขสวัสดิ์', 'Suksawat'],
  ['ทองดี', 'Thongdee'],
  ['รักไทย', 'Rakthai'],
  ['มั่นคง', 'Mankong'],
  ['เจริญสุข', 'Charoensuk'],
  ['ศรีวงศ์', 'Sriwong'],
  ['กิตติวงศ์', 'Kittiwong'],
  ['จันทร์หอม', 'Janhom'],
  ['ชัยมงคล', 'Chaimongkol'],
  ['นาคสุข', 'Naksuk'],
  ['บุญเรือง', 'Boonruang'],
  ['พิทักษ์ธรรม', 'Pitaktham'],
  ['มีสุข', 'Meesuk'],
  ['รุ่งเรือง', 'Rungruang'],
  ['ลิ้มสกุล', 'Limsakul'],
  ['วัฒนา', 'Wattana'],
  ['สมบูรณ์', 'Somboon'],
  ['อินทร์แก้ว', 'Inkaew'],
  ['แก้วมณี', 'Kaewmanee'],
  ['ดวงแก้ว', 'Duangkaew'],
  ['ปัญญาดี', 'Panyadee'],
  ['ภักดี', 'Pakdee'],
  ['สายทอง', 'Saithong'],
  ['โพธิ์ทอง', 'Phothong'],
];

/** The mobile of bench row `g`: '08' and eight digits spread by a prime. */
const mobileOf = (/** @type {number} */ g) => `08${String((g * 7919) % 100_000_000).padStart(8, '0')}`;

/** @param {string[][]} pairs @param {number} column */
const sqlArray = (pairs, column) => `array[${pairs.map((pair) => `'${pair[column]}'`).join(', ')}]`;

/**
 * The set-based insert of the bench data (documented in bench/README.md): one INSERT … SELECT
 * over generate_series, as the owner, into yim-demo's siam branch, DNs continuing the clinic's
 * counter, national ids with their check digit computed in SQL (first digit 8, which the demo's
 * generated ids never use, so none collides). Then the counter moves past them and the table is
 * analysed. Far faster than the generator command, which goes through the application for each
 * batch; what it measures is the search, not the registration.
 * @param {number} count
 */
export function bulkInsertSql(count) {
  return `
    -- The trigram index has no pending list (migration 0041); lent one for the bulk insert, it
    -- is merged in one pass at the end instead of row by row.
    alter index patients_search_idx set (fastupdate = on);
    with target as (
      select b.clinic_id, b.id as branch_id,
        coalesce((select last_dn from patient_dn_counters k where k.clinic_id = b.clinic_id), 0) as start
      from branches b join clinics c on c.id = b.clinic_id where c.url = 'yim-demo' and b.url = 'siam'
    ), numbered as (
      select t.clinic_id, t.branch_id, t.start + g as dn, g,
        1 + (g * 7) % ${FIRST.length} as f, 1 + (g * 13) % ${LAST.length} as l,
        '8' || lpad(g::text, 11, '0') as id12
      from target t, generate_series(1, ${count}) g
    )
    insert into patients (clinic_id, registered_branch_id, dn, title_name_th, first_name_th, last_name_th,
      first_name_en, last_name_en, gender, dob, personal_type, personal_id, mobile)
    select clinic_id, branch_id, dn, '1',
      (${sqlArray(FIRST, 0)})[f], (${sqlArray(LAST, 0)})[l], (${sqlArray(FIRST, 1)})[f], (${sqlArray(LAST, 1)})[l],
      '1', date '1950-01-01' + (g * 37) % 25000, '1',
      id12 || ((11 - (select sum(substr(id12, i, 1)::int * (14 - i)) from generate_series(1, 12) i) % 11) % 10)::text,
      '08' || lpad(((g * 7919) % 100000000)::text, 8, '0')
    from numbered;
    insert into patient_dn_counters (clinic_id, last_dn)
      select clinic_id, max(dn) from patients where clinic_id = (select id from clinics where url = 'yim-demo') group by clinic_id
      on conflict (clinic_id) do update set last_dn = excluded.last_dn;
    select gin_clean_pending_list('patients_search_idx'::regclass);
    alter index patients_search_idx set (fastupdate = off);
    analyze patients;`;
}

/**
 * The three searches of a front desk: a fragment of a surname, a DN as printed on the card (its
 * zero padding typed), a mobile as written on a form (with dashes); then the list the screen
 * opens with, before any keyword (its total is the whole clinic).
 * @param {number} patients
 * @returns {import('./http-load.mjs').LoadTarget[]}
 */
function searchTargets(patients) {
  const g = Math.min(4242, patients);
  const mobile = mobileOf(g);
  const keywords = [
    ['name fragment', 'ศรีสุ'],
    ['DN', String(Math.max(1, Math.floor(patients / 2))).padStart(6, '0')],
    ['phone', `${mobile.slice(0, 3)}-${mobile.slice(3, 6)}-${mobile.slice(6)}`],
  ];
  const paths = [
    ...keywords.map(([what, keyword]) => [
      `${what} "${keyword}"`,
      `/api/patient/yim-demo/siam?keyword=${encodeURIComponent(keyword ?? '')}`,
    ]),
    ['first page, no keyword', '/api/patient/yim-demo/siam?offset=0&limit=20'],
  ];
  return paths.map(([name, path]) => ({ name: name ?? '', method: 'GET', path: path ?? '', signedIn: true }));
}

/** @param {string} baseUrl @param {import('./http-load.mjs').LoadTarget} target @param {string} token */
async function requestOnce(baseUrl, target, token) {
  const response = await fetch(`${baseUrl}${target.path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = /** @type {{ data?: { maxPatient?: number; maxPatientCapped?: boolean } }} */ (await response.json());
  if (!response.ok) throw new Error(`${target.name} answered ${response.status}`);
  // Above the count's cap (ADR 0012) the answer says "more than": 1000+.
  const matches = body.data?.maxPatient ?? 0;
  return body.data?.maxPatientCapped ? `${matches}+` : matches;
}

/** The user and session ids an access token names (its payload is plain base64url JSON). */
export function tokenIds(/** @type {string} */ token) {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return { userId: String(payload.sub), sessionId: String(payload.sid) };
}

/**
 * The round trips one search sends, recorded between a server and PostgreSQL (as sql-baseline.mjs).
 * @param {Record<string, string>} env @param {import('./http-load.mjs').LoadTarget[]} targets
 */
export async function captureStatements(env, targets) {
  const url = new URL(env.DATABASE_URL ?? '');
  const recorder = await startPgRecorder({ host: url.hostname, port: Number(url.port || 5432) });
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(recorder.port);
  const server = await startServer({ env: { ...env, DATABASE_URL: proxied.toString() } });
  try {
    const token = await signIn(server.baseUrl);
    /** @type {Map<string, import('./lib/pg-recorder.mjs').RoundTrip[]>} */
    const trips = new Map();
    for (const target of targets) {
      await requestOnce(server.baseUrl, target, token);
      trips.set(
        target.name,
        await recorder.recordSteady(async () => {
          await requestOnce(server.baseUrl, target, token);
        }),
      );
    }
    return { trips, ids: tokenIds(token) };
  } finally {
    await server.stop();
    await recorder.close();
  }
}

/**
 * @param {string} database @param {string} search @param {number | string} matches
 * @param {{ perSecond: number; p50: number; p95: number }} http @param {{ perSecond: number; p50: number; p95: number }} sql
 */
function tableRow(database, search, matches, http, sql) {
  return [
    database,
    search,
    matches,
    http.p50.toFixed(1),
    http.p95.toFixed(1),
    sql.p50.toFixed(1),
    sql.p95.toFixed(1),
    http.perSecond.toFixed(0),
    sql.perSecond.toFixed(0),
    `${((100 * http.perSecond) / sql.perSecond).toFixed(0)} %`,
  ];
}

/**
 * Loads every search through HTTP (after one request that counts its matches).
 * @param {string} baseUrl @param {import('./http-load.mjs').LoadTarget[]} targets
 * @param {{ connections: number; duration: number; smoke: boolean }} load
 */
async function loadSearches(baseUrl, targets, load) {
  const token = await signIn(baseUrl);
  const measured = [];
  for (const target of targets) {
    const matches = await requestOnce(baseUrl, target, token);
    if (!load.smoke) await loadEndpoint(baseUrl, target, { token, connections: load.connections, duration: 1 });
    const http = await loadEndpoint(baseUrl, target, { token, connections: load.connections, duration: load.duration });
    if (http.failures > 0) throw new Error(`${target.name} answered errors: ${JSON.stringify(http.statuses)}`);
    measured.push({ target, matches, http });
  }
  return { ids: tokenIds(token), measured };
}

/**
 * @param {{ smoke?: boolean; duration?: number; connections?: number; patients?: number; postgres?: boolean; pglite?: boolean; save?: boolean }} options
 */
export async function runPatientSearch({
  smoke = false,
  duration = smoke ? 1 : 10,
  connections = smoke ? 2 : 20,
  patients = smoke ? 2_000 : 100_000,
  postgres = true,
  pglite = true,
  save = false,
} = {}) {
  const durationMs = duration * 1000;
  const targets = searchTargets(patients);
  /** @type {(string | number)[][]} */
  const rows = [];
  /** @type {Record<string, number>} */
  const insertMs = {};
  /** @type {Awaited<ReturnType<typeof captureStatements>> | undefined} */
  let captured;
  // The machine's speed at the start and at the end: the same code's p95 moves with it.
  const floorLoad = { connections, duration: smoke ? 1 : 5, warm: !smoke };
  const floors = [await measureHttpFloor(floorLoad)];

  if (postgres) {
    const store = await createDataStore({ postgres: true });
    try {
      // The first start migrates and seeds the demo; then the bench rows go in beside it.
      const first = await startServer({ env: store.env });
      await first.stop();
      const pg = serverRequire('pg');
      const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
      await client.connect();
      const begun = performance.now();
      try {
        await client.query(bulkInsertSql(patients));
        // As autovacuum leaves a table at rest, so that the name walks read only their indexes
        // (ADR 0012). PGlite's run below is vacuumed too, as the server's upkeep leaves it.
        await client.query('vacuum patients');
      } finally {
        await client.end();
      }
      insertMs.postgres = performance.now() - begun;
      captured = await captureStatements(store.env, targets);
      const trips = captured.trips;
      const server = await startServer({ env: store.env });
      let loaded;
      try {
        loaded = await loadSearches(server.baseUrl, targets, { connections, duration, smoke });
      } finally {
        await server.stop();
      }
      for (const { target, matches, http } of loaded.measured) {
        const sql = await replayOnPostgres(store.env.DATABASE_URL ?? '', trips.get(target.name) ?? [], {
          connections,
          durationMs,
        });
        rows.push(tableRow('postgres', target.name, matches, http, sql));
      }
    } finally {
      await store.dispose();
    }
  }

  if (pglite) {
    if (!captured) throw new Error('the PGlite run replays the statements recorded on PostgreSQL: run with PostgreSQL');
    const recorded = captured;
    const store = await createDataStore({ postgres: false });
    try {
      const first = await startServer({ env: store.env });
      await first.stop();
      const dataDir = join(store.env.DATA_DIR ?? '', 'pg');
      const { PGlite } = await import(pathToFileURL(serverRequire.resolve('@electric-sql/pglite')).href);
      const { btree_gin } = await import(
        pathToFileURL(serverRequire.resolve('@electric-sql/pglite/contrib/btree_gin')).href
      );
      const { btree_gist } = await import(
        pathToFileURL(serverRequire.resolve('@electric-sql/pglite/contrib/btree_gist')).href
      );
      const { pg_trgm } = await import(
        pathToFileURL(serverRequire.resolve('@electric-sql/pglite/contrib/pg_trgm')).href
      );
      const db = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin, btree_gist } });
      const begun = performance.now();
      try {
        await db.exec(bulkInsertSql(patients));
        // What the server's daily upkeep does (lib/jobs/pglite-upkeep.ts), in place of autovacuum.
        await db.exec('vacuum patients');
      } finally {
        await db.close();
      }
      insertMs.pglite = performance.now() - begun;
      const server = await startServer({ env: store.env });
      let loaded;
      try {
        loaded = await loadSearches(server.baseUrl, targets, { connections, duration, smoke });
      } finally {
        await server.stop();
      }
      // The statements were recorded on PostgreSQL: the same code sends the same SQL to PGlite,
      // only the user and session ids differ. The replay opens the directory the server let go of.
      const swap = new Map([
        [recorded.ids.userId, loaded.ids.userId],
        [recorded.ids.sessionId, loaded.ids.sessionId],
      ]);
      for (const { target, matches, http } of loaded.measured) {
        const trips = withIds(recorded.trips.get(target.name) ?? [], swap);
        const sql = await replayOnPglite(dataDir, trips, { connections, durationMs });
        rows.push(tableRow('pglite', target.name, matches, http, sql));
      }
    } finally {
      await store.dispose();
    }
  }

  floors.push(await measureHttpFloor(floorLoad));
  const inserted = Object.entries(insertMs)
    .map(([db, ms]) => `${(ms / 1000).toFixed(1)} s on ${db}`)
    .join(', ');
  const [floorAtStart, floorAtEnd] = floors.map((floor) => floor.toFixed(0));
  console.log(
    `\nPatient search, ${patients.toLocaleString('en')} patients in one clinic, ${connections} concurrent users, ` +
      `${duration} s each (bench rows inserted in ${inserted}); the machine's HTTP floor (the server's Fastify ` +
      `without plugins): ${floorAtStart} req/s at the start, ${floorAtEnd} at the end`,
  );
  printTable(
    [
      'database',
      'search',
      'matches',
      'HTTP p50 ms',
      'HTTP p95 ms',
      'SQL p50 ms',
      'SQL p95 ms',
      'HTTP req/s',
      'SQL req/s',
      'HTTP/SQL',
    ],
    rows,
  );
  if (save)
    console.log(
      `saved ${await saveResult('patient-search', { patients, connections, duration, rows, insertMs, floors })}`,
    );
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = parseFlags(process.argv.slice(2));
  await runPatientSearch({
    smoke: Boolean(flags.smoke),
    save: Boolean(flags.save),
    postgres: !flags['no-postgres'],
    pglite: !flags['no-pglite'],
    ...(flags.duration ? { duration: Number(flags.duration) } : {}),
    ...(flags.connections ? { connections: Number(flags.connections) } : {}),
    ...(flags.patients ? { patients: Number(flags.patients) } : {}),
  });
}
