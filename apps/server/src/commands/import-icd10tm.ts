// `npm run import-icd10tm -- --file <path>`: loads the ICD-10-TM procedure codes of a licensed
// export into the national treatment catalogue (docs/reference-data.md: format, where the file
// comes from). All or nothing: a file with any bad line is reported line by line and nothing is
// loaded; a good file is upserted by code in one transaction, so running it again updates titles.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../lib/db/open-database.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { parseIcd10TmFile } from '../features/masters/icd10tm-file.service.ts';
import { importIcd10Tm } from '../features/masters/icd10tm-import.repo.ts';

const USAGE = 'usage: npm run import-icd10tm -- --file <path to the ICD-10-TM procedure file (TSV or CSV)>';

export async function runImportIcd10Tm(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { file: { type: 'string' } } });
  if (!values.file) {
    console.error(USAGE);
    return 2;
  }
  const file = parseIcd10TmFile(await readFile(values.file));
  if (file.problems.length > 0) {
    for (const problem of file.problems) console.error(`${values.file}:${problem.line}: ${problem.reason}`);
    console.error(`Nothing imported: ${file.problems.length} bad line(s).`);
    return 1;
  }
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    await prepareDatabase(db, { production: config.production });
    const result = await db.owner.transaction((tx) => importIcd10Tm(tx, file.rows));
    for (const code of result.clashes) console.error(`skipped ${code}: a national scheme uses this treatment code`);
    console.log(
      `ICD-10-TM (${file.encoding}): ${result.inserted} new, ${result.updated} updated, ${result.clashes.length} skipped.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runImportIcd10Tm(process.argv.slice(2));
}
