#!/usr/bin/env node
// The Thai address data set (bench/README.md): file size, the reference-data sync on a first
// start (empty tables) and on a later one (unchanged file: skipped), and lookup latency, both in
// process (the service functions in a scoped transaction) and over HTTP (the real server).
//   node --import tsx bench/thai-address.mjs [--postgres] [--smoke] [--save]
// It loads the server's TypeScript through tsx, hence the `--import tsx`.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { REPO_ROOT, createDataStore, parseFlags, printTable, saveResult, signIn, startServer } from './lib/server.mjs';

const server = (path) => import(pathToFileURL(join(REPO_ROOT, 'apps/server/src', path)).href);
const DATA_FILE = join(REPO_ROOT, 'apps/server/src/features/masters/data/thai-address.tsv');

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timeMany(count, work) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await work(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function inProcess(store, count) {
  const { openDatabase } = await server('lib/db/open-database.ts');
  const { migrateDatabase } = await server('lib/db/migrate.ts');
  const { syncReferenceData } = await server('features/masters/masters.repo.ts');
  const { syncThaiAddress } = await server('features/masters/thai-address.repo.ts');
  const service = await server('features/masters/thai-address.service.ts');
  const db = store.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: store.env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: store.env.DATA_DIR });
  try {
    await migrateDatabase(db);
    let start = performance.now();
    const first = await db.owner.transaction((tx) => syncThaiAddress(tx));
    const firstMs = performance.now() - start;
    start = performance.now();
    const later = await db.owner.transaction((tx) => syncThaiAddress(tx));
    const laterMs = performance.now() - start;
    start = performance.now();
    await syncReferenceData(db.owner);
    const wholeLaterMs = performance.now() - start;
    if (first.skipped || !later.skipped) throw new Error('the sync did not write first and skip later');
    const palace = {
      province: 'กรุงเทพมหานคร',
      district: 'เขตพระนคร',
      subDistrict: 'พระบรมมหาราชวัง',
      postcode: '10200',
    };
    const lookups = {
      'provinces (77)': () => db.run({}, (tx) => service.thaiProvinceList(tx)),
      'districts of Bangkok (50)': () => db.run({}, (tx) => service.thaiDistrictList(tx, 10)),
      'sub-districts of Phra Nakhon': () => db.run({}, (tx) => service.thaiSubDistrictList(tx, 1001)),
      'postcode 10200': () => db.run({}, (tx) => service.thaiPostcodeAreaList(tx, '10200')),
      'findThaiAddressMismatch (full address)': () => db.run({}, (tx) => service.findThaiAddressMismatch(tx, palace)),
    };
    const latency = {};
    for (const [name, work] of Object.entries(lookups)) latency[name] = await timeMany(count, work);
    return { firstMs, laterMs, wholeLaterMs, latency };
  } finally {
    await db.close?.();
  }
}

async function overHttp(store, count) {
  const started = await startServer({ env: store.env });
  try {
    const token = await signIn(started.baseUrl);
    const auth = { authorization: `Bearer ${token}` };
    const base = `${started.baseUrl}/api/master/thaiAddress`;
    const provinces = await (await fetch(`${base}/province/yim-demo/siam`, { headers: auth })).json();
    const v = provinces.data.version;
    const urls = {
      provinces: `${base}/province/yim-demo/siam`,
      'districts of Bangkok': `${base}/district/yim-demo/siam/10?v=${v}`,
      'sub-districts of Phra Nakhon': `${base}/subDistrict/yim-demo/siam/1001?v=${v}`,
      'postcode 10200': `${base}/postcode/yim-demo/siam/10200?v=${v}`,
    };
    const latency = {};
    for (const [name, url] of Object.entries(urls)) {
      latency[name] = await timeMany(count, async () => {
        const response = await fetch(url, { headers: auth });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await response.arrayBuffer();
      });
    }
    latency['provinces, 304 (If-None-Match)'] = await timeMany(count, async () => {
      const response = await fetch(urls.provinces, { headers: { ...auth, 'if-none-match': `"thai-address-${v}"` } });
      if (response.status !== 304) throw new Error(`expected 304, got ${response.status}`);
    });
    return { startMs: started.startMs, latency };
  } finally {
    await started.stop();
  }
}

const flags = parseFlags(process.argv.slice(2));
const count = flags.smoke ? 5 : 200;
const store = await createDataStore({ postgres: Boolean(flags.postgres) });
try {
  const bytes = readFileSync(DATA_FILE);
  const file = { bytes: statSync(DATA_FILE).size, gzipBytes: gzipSync(bytes).length };
  const local = await inProcess(store, count);
  const http = await overHttp(store, count);
  console.log(`\nThai address data set on ${store.kind}`);
  printTable(
    ['figure', 'value'],
    [
      ['data file (bytes)', file.bytes],
      ['data file gzipped (bytes)', file.gzipBytes],
      ['sync, first start (empty tables), ms', local.firstMs.toFixed(0)],
      ['sync, later start (unchanged file, skipped), ms', local.laterMs.toFixed(1)],
      ['whole reference-data sync, later start, ms', local.wholeLaterMs.toFixed(0)],
    ],
  );
  const rows = (latency, where) =>
    Object.entries(latency).map(([name, { p50, p95 }]) => [`${where}: ${name}`, p50.toFixed(2), p95.toFixed(2)]);
  printTable(['lookup', 'p50 ms', 'p95 ms'], [...rows(local.latency, 'service'), ...rows(http.latency, 'HTTP')]);
  if (flags.save) {
    console.log(`saved ${await saveResult(`thai-address-${store.kind}`, { file, ...local, http })}`);
  }
} finally {
  await store.dispose();
}
