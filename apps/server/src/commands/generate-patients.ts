// `npm run generate-patients -- --clinic yim-demo --branch siam --count 1000 [--seed 7]`: a busy
// clinic for a demo or a measurement. The patients are made like the form's (parsed by the
// contract) and written through the patients repositories inside the clinic's RLS scope, with
// the clinic's next DNs and an audit row each. The benchmark's 100,000 rows use a set-based
// insert instead (bench/patient-search.mjs).
//
// `--appointments 100 [--days 730] [--rooms 10] [--from YYYY-MM-DD]` then fills the branch's
// calendar: rooms added up to --rooms, about 100 appointments a day for --days days from --from
// (by default ending 30 days after today), inside the branch's hours, no room or doctor
// double-booked (features/appointments/generate-appointments.service.ts). `--count 0` generates
// appointments only, with the patients already registered at the branch.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { addDays, bangkokDate } from '@yim/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../lib/db/open-database.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { createGeneratedAppointments } from '../features/appointments/generate-appointments.service.ts';
import { createGeneratedPatients, findGenerationTarget } from '../features/patients/generate-patients.service.ts';

const USAGE =
  'usage: npm run generate-patients -- --clinic <clinicUrl> --branch <branchUrl> --count <N> [--seed <n>]\n' +
  '         [--appointments <per day> [--days <N, 730>] [--rooms <N, 10>] [--from <YYYY-MM-DD>]]';

const isCount = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      clinic: { type: 'string' },
      branch: { type: 'string' },
      count: { type: 'string' },
      seed: { type: 'string', default: String(Date.now() % 1_000_000) },
      appointments: { type: 'string', default: '0' },
      days: { type: 'string', default: '730' },
      rooms: { type: 'string', default: '10' },
      from: { type: 'string' },
    },
  });
  const count = Number(values.count);
  const seed = Number(values.seed);
  const perDay = Number(values.appointments);
  const days = Number(values.days);
  const rooms = Number(values.rooms);
  const from = values.from ?? addDays(bangkokDate(), Math.min(0, 30 - days));
  if (
    !values.clinic ||
    !values.branch ||
    !isCount(count, 1_000_000) ||
    (count === 0 && perDay === 0) ||
    !Number.isInteger(seed) ||
    !isCount(perDay, 1000) ||
    !isCount(days, 3660) ||
    !isCount(rooms, 100) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(from)
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
    if (count > 0) {
      const started = performance.now();
      const result = await createGeneratedPatients(db, { ...target, userId: null }, count, seed);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `Registered ${result.created} patients at ${values.clinic}/${values.branch} (DN ${result.firstDn}–${result.lastDn}) in ${seconds.toFixed(1)} s.`,
      );
    }
    if (perDay > 0) {
      const started = performance.now();
      const result = await createGeneratedAppointments(
        db,
        { ...target, userId: null },
        { perDay, days, from, rooms, seed },
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `Booked ${result.created} appointments at ${values.clinic}/${values.branch} over ${days} days from ${from} in ${result.rooms} rooms` +
          ` (${result.roomsAdded} added; ${result.skipped} skipped for overlapping what was booked) in ${seconds.toFixed(1)} s.`,
      );
    }
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
