// The server as main.ts starts it (without jobs and housekeeping), plus the branch-event probes
// (branch-events-probe.ts): what bench/live-update.mjs starts, once or twice on one database.
import { composeApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../lib/db/open-database.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { seedDemo } from '../seed/seed.ts';
import { listenOrRefuse, stopStarting } from '../start-refusals.ts';
import { registerBranchEventsProbe } from './branch-events-probe.ts';

const config = loadConfig();
const db = await openDatabase(config.database).catch(stopStarting);
await prepareDatabase(db, { production: false });
if (config.seed === 'demo') await seedDemo(db);
const { app, deps } = await composeApp({ config, db });
registerBranchEventsProbe(app, deps);
await listenOrRefuse(app, config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}
