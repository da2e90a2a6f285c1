// `npm run generate-patients -- --clinic yim-demo --branch siam --count 1000 [--seed 7]`: a busy
// clinic for a demo or a measurement. The patients are made like the form's (parsed by the
// contract) and written through the patients repositories inside the clinic's RLS scope, with
// the clinic's next DNs and an audit row each. The benchmark's 100,000 rows use a set-based
// insert instead (bench/patient-search.mjs).
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../lib/db/open-database.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { createGeneratedPatients, findGenerationTarget } from '../features/patients/generate-patients.service.ts';

const USAGE = 'usage: npm run generate-patients -- --clinic <clinicUrl> --branch <branchUrl> --count <N> [--seed <n>]';

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      clinic: { type: 'string' },
      branch: { type: 'string' },
      count: { type: 'string' },
      seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    },
  });
  const count = Number(values.count);
  const seed = Number(values.seed);
  if (
    !values.clinic ||
    !values.branch ||
    !Number.isInteger(count) ||
    count < 1 ||
    count > 1_000_000 ||
    !Number.isInteger(seed)
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    await prepareDatabase(db, { production: config.production });
    const target = await findGenerationTarget(db, values.clinic, values.branch);
    if (!target) {
      console.error(`No branch ${values.branch} in a clinic ${values.clinic}.`);
      process.exitCode = 1;
      return;
    }
    const started = performance.now();
    const result = await createGeneratedPatients(db, { ...target, userId: null }, count, seed);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Registered ${result.created} patients at ${values.clinic}/${values.branch} (DN ${result.firstDn}–${result.lastDn}) in ${seconds.toFixed(1)} s.`,
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
