#!/usr/bin/env node
// @ts-check
// The same PGlite calls inside the app and sent back to back (bench/README.md,
// "pglite-calls-in-app.mjs"; ADR 0020): why PGlite's HTTP/SQL ratio in sql-baseline.mjs stays
// low. One process, one freshly seeded database: the app answers each hot endpoint through
// inject(), then the exact bytes of one request's calls go straight to the same PGlite, in
// alternate rounds. Only the time inside PGlite's calls is compared; inject() and the app's own
// JavaScript are apart. It imports the server's TypeScript, so it runs through tsx:
//   node --import tsx bench/pglite-calls-in-app.mjs [--smoke] [--requests=1000] [--rounds=3]
//     [--only=week,files] [--save]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clinicListTargets, clinicRecordTargets, findDemoPatients, PIPELINE_ENDPOINTS } from './lib/hot-endpoints.mjs';
import { DEMO_LOGIN, parseFlags, printTable, REPO_ROOT, saveResult } from './lib/server.mjs';
import { median } from './lib/sql-replay.mjs';

/** @param {string} path a module of the server, from the repository's root */
const serverModule = (path) => import(pathToFileURL(join(REPO_ROOT, path)).href);

/**
 * Times every call into PGlite (`execProtocolStream`, the one the server's runner uses) and can
 * record one request's calls. Patched on the prototype, so it sees the server's own client.
 * @param {any} PGlite
 */
function watchCalls(PGlite) {
  const original = PGlite.prototype.execProtocolStream;
  const watch = {
    /** @type {any} the server's client, seen at its first call */
    client: undefined,
    microseconds: 0,
    /** @type {Uint8Array[] | null} */
    recording: null,
  };
  /** @param {Uint8Array} message @param {unknown} options */
  PGlite.prototype.execProtocolStream = async function (message, options) {
    watch.client ??= this;
    watch.recording?.push(Uint8Array.from(message));
    const started = performance.now();
    try {
      return await original.call(this, message, options);
    } finally {
      watch.microseconds += (performance.now() - started) * 1000;
    }
  };
  return watch;
}

/** @param {{ smoke?: boolean; requests?: number; rounds?: number; only?: string[]; save?: boolean }} options */
export async function runPgliteCallsInApp({ smoke = false, requests, rounds, only, save = false } = {}) {
  const perRound = requests ?? (smoke ? 30 : 1000);
  const roundCount = rounds ?? (smoke ? 1 : 3);
  // The server's own module instance: the ES module, not the CommonJS build that serverRequire finds.
  const { PGlite, parse } = await import('@electric-sql/pglite');
  const watch = watchCalls(PGlite);
  const [{ composeApp }, { loadConfig }, { openDatabase }, { prepareDatabase }, { seedDemo }, { upkeepPglite }] =
    await Promise.all(
      [
        'apps/server/src/app.ts',
        'apps/server/src/config.ts',
        'apps/server/src/lib/db/open-database.ts',
        'apps/server/src/prepare-database.ts',
        'apps/server/src/seed/seed.ts',
        'apps/server/src/lib/jobs/pglite-upkeep.ts',
      ].map(serverModule),
    );
  const dataDir = await mkdtemp(join(tmpdir(), 'yim-bench-calls-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SANDBOX_DELAY_SCALE: '0' });
  const db = await openDatabase(config.database);
  try {
    await prepareDatabase(db, { production: false });
    await seedDemo(db);
    // As the server's upkeep leaves the database a minute after start (sql-baseline.mjs does the same).
    await upkeepPglite.runOutsideTransaction(db);
    const { app } = await composeApp({ config, db, logger: false });
    try {
      const signIn = await app.inject({ method: 'POST', url: '/api/login', payload: DEMO_LOGIN });
      const token = signIn.json().data.accessToken;
      /** @param {import('./http-load.mjs').LoadTarget} target */
      const answer = async (target) => {
        const response = await app.inject({
          method: 'GET',
          url: target.path,
          headers: { ...target.headers, ...(target.signedIn ? { authorization: `Bearer ${token}` } : {}) },
        });
        if (response.statusCode !== 200) throw new Error(`${target.name} answered ${response.statusCode}`);
      };
      const patients = await findDemoPatients(async (url) => {
        const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
        return response.json();
      });
      const targets = [...PIPELINE_ENDPOINTS, ...clinicListTargets(patients), ...clinicRecordTargets(patients)].filter(
        (target) => !only?.length || only.some((word) => target.name.includes(word)),
      );

      /** @type {{ endpoint: string; calls: number; inApp: number; backToBack: number; appCpu: number }[]} */
      const rows = [];
      for (const target of targets) {
        for (let i = 0; i < Math.min(300, perRound); i++) await answer(target);
        watch.recording = [];
        await answer(target);
        const calls = watch.recording;
        watch.recording = null;
        const client = watch.client;
        // As the server runs a request's calls: under PGlite's transaction lock, each under its query lock.
        const sendBackToBack = () =>
          client._runExclusiveTransaction(() =>
            client._runExclusiveQuery(async () => {
              for (const message of calls) {
                parse.parseResults(await client.execProtocolStream(message, { syncToFs: false }), client.parsers);
              }
            }),
          );
        /** @type {number[]} */ const inApp = [];
        /** @type {number[]} */ const backToBack = [];
        /** @type {number[]} */ const appCpu = [];
        for (let round = 0; round < roundCount; round++) {
          watch.microseconds = 0;
          const cpu = process.cpuUsage();
          for (let i = 0; i < perRound; i++) await answer(target);
          const used = process.cpuUsage(cpu);
          inApp.push(watch.microseconds / perRound);
          appCpu.push((used.user + used.system) / perRound);
          watch.microseconds = 0;
          for (let i = 0; i < perRound; i++) await sendBackToBack();
          backToBack.push(watch.microseconds / perRound);
        }
        rows.push({
          endpoint: target.name,
          calls: calls.length,
          inApp: median(inApp),
          backToBack: median(backToBack),
          appCpu: median(appCpu),
        });
      }
      console.log(
        `\nOne request's PGlite calls inside the app and sent back to back: ${perRound} requests a round, ` +
          `${roundCount} round(s) alternately (medians)`,
      );
      printTable(
        [
          'endpoint',
          'calls',
          'in the app µs/req',
          'back to back µs/req',
          'in the app / back to back',
          'app CPU µs/req',
        ],
        rows.map((row) => [
          row.endpoint,
          row.calls,
          row.inApp.toFixed(0),
          row.backToBack.toFixed(0),
          `${(row.inApp / row.backToBack).toFixed(2)}×`,
          row.appCpu.toFixed(0),
        ]),
      );
      console.log(
        'app CPU µs/req: the whole process per request answered through inject() (its own cost included), ' +
          'PGlite inside it.',
      );
      if (save) console.log(`saved ${await saveResult('pglite-calls-in-app', { perRound, roundCount, rows })}`);
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const flags = parseFlags(process.argv.slice(2));
  await runPgliteCallsInApp({
    smoke: Boolean(flags.smoke),
    save: Boolean(flags.save),
    ...(flags.requests ? { requests: Number(flags.requests) } : {}),
    ...(flags.rounds ? { rounds: Number(flags.rounds) } : {}),
    ...(typeof flags.only === 'string' ? { only: flags.only.split(',') } : {}),
  });
}
