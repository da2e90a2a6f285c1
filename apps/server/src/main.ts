import { pino } from 'pino';
import { composeApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './lib/db/open-database.ts';
import { logOptions } from './lib/log/log-options.ts';
import { startJobWorker } from './lib/jobs/job-worker.ts';
import { pruneIdempotencyKeys } from './lib/idempotency/idempotency.ts';
import { pruneJobs, startPeriodicTasks } from './lib/jobs/periodic-tasks.ts';
import { upkeepPglite } from './lib/jobs/pglite-upkeep.ts';
import { createMailSender, mailJobHandlers } from './lib/mail/mail-sender.ts';
import { pruneRateLimitWindows } from './lib/http/rate-limit-store.ts';
import { prepareDatabase } from './prepare-database.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-tenants.ts';
import { seedDemo } from './seed/seed.ts';
import { hasSuperadmin } from './commands/create-superadmin.ts';
import { FEATURES } from './features.ts';
import { pruneSandboxExchanges } from './integrations/integrations.ts';
import { listenOrRefuse, stopStarting } from './start-refusals.ts';

const config = loadConfig();
const databaseLog = pino(logOptions(config.logLevel));
const db = await openDatabase(
  config.database.kind === 'postgres'
    ? {
        ...config.database,
        onConnectionError: (err) => databaseLog.warn({ err }, 'database connection lost; the pool reconnects'),
      }
    : config.database,
).catch(stopStarting);
const { warnings: databaseWarnings } = await prepareDatabase(db, { production: config.production });
const seeded = config.seed === 'demo' ? await seedDemo(db) : false;
const { app, deps } = await composeApp({ config, db });
await listenOrRefuse(app, config).catch(async (error: unknown) => {
  await db.close();
  return stopStarting(error);
});
const mailer = createMailSender(config, app.log);
// The platform's own jobs and housekeeping, then every feature's, from the one feature list.
const handlers = Object.assign(
  mailJobHandlers(mailer),
  ...FEATURES.map((feature) => feature.jobHandlers?.(deps) ?? {}),
);
const worker = startJobWorker({ db, handlers, log: app.log });
const tasks = [
  pruneJobs,
  pruneIdempotencyKeys,
  pruneRateLimitWindows,
  pruneSandboxExchanges,
  upkeepPglite,
  ...FEATURES.flatMap((feature) => feature.periodicTasks?.(deps) ?? []),
];
const housekeeping = startPeriodicTasks({ db, tasks, intervalMs: 3_600_000, log: app.log });

const logins = Object.values(DEMO_USERS)
  .map((u) => u.email)
  .join(', ');
for (const warning of databaseWarnings) {
  app.log.warn(
    `DATABASE ROLE NOT SAFE FOR PRODUCTION: ${warning}. SQL inside a request could widen its own rights; ` +
      'with NODE_ENV=production the server refuses to start (README, "Running on PostgreSQL").',
  );
}
const sandboxed = Object.entries(deps.integrations.modes())
  .filter(([, mode]) => mode === 'sandbox')
  .map(([service]) => service);
if (config.appEnv === 'production' && sandboxed.length > 0) {
  app.log.warn(
    `APP_ENV=production with outside services in their sandbox (${sandboxed.join(', ')}): set their URLs (docs/integrations.md).`,
  );
}
app.log.info(
  `Yim is serving ${config.publicUrl} (database: ${db.kind}${config.database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
);
if (config.seed !== 'demo' && !(await hasSuperadmin(db))) {
  app.log.warn(
    'No platform super-administrator yet: run `npm run create-superadmin -- <e-mail>` (README, "A real install").',
  );
}
if (config.seed === 'demo')
  app.log.info(`${seeded ? 'Seeded the' : 'The'} demo clinic: sign in as ${logins} with password ${DEMO_PASSWORD}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    housekeeping.stop();
    void worker
      .stop()
      .then(() => app.close())
      .then(() => mailer.close())
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}
