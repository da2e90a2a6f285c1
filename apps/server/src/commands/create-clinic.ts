// `npm run create-clinic -- --clinic-url … --manager …`: a clinic, its first branch and its first
// manager on a fresh install, before any super-administrator exists (README "A real install").
// The same rules as POST /api/superadmin/clinics: the contract's schema checks every field, the
// rows under the clinic are written as the app role inside its RLS scope, and a manager address
// nobody registered gets an account and a mail link to choose its password.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { ZCreateClinicBody, type TCreateClinicInput } from '@yim/contract';
import { loadConfig } from '../config.ts';
import type { Database, Tx } from '../lib/db/database.ts';
import { openDatabase } from '../lib/db/open-database.ts';
import { APP_ROLE_NAME } from '../lib/db/tenant-policy.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { INVITATION_LIFETIME_MS } from '../features/auth/account.mail.ts';
import { createClinicAsOwner, type CreatedClinic } from '../features/clinics/clinic-creation.service.ts';

async function asAppRole(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('role', ${APP_ROLE_NAME}, true)`);
}

/** Validates like the API (throws the zod error) and creates everything in one owner transaction. */
export async function createClinic(db: Database, input: TCreateClinicInput, publicUrl: string): Promise<CreatedClinic> {
  const body = ZCreateClinicBody.parse(input);
  return db.owner.transaction((tx) => createClinicAsOwner(tx, body, publicUrl, asAppRole));
}

const OPTIONS = {
  'clinic-url': { type: 'string' },
  'clinic-code': { type: 'string' },
  'clinic-name': { type: 'string' },
  'clinic-name-en': { type: 'string' },
  'branch-url': { type: 'string' },
  'branch-code': { type: 'string' },
  'branch-name': { type: 'string' },
  'branch-name-en': { type: 'string' },
  manager: { type: 'string' },
} as const;

const USAGE = `usage: npm run create-clinic -- --clinic-url <url> --clinic-code <CODE> --clinic-name <ชื่อไทย>
  --clinic-name-en <English name> --branch-url <url> --branch-code <CODE> --branch-name <ชื่อไทย>
  --branch-name-en <English name> --manager <e-mail>`;

/** The command line as the API's body; a missing option stays undefined and fails validation by name. */
export function parseCreateClinicArgs(argv: string[]): TCreateClinicInput {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false });
  return {
    clinic: {
      url: values['clinic-url'] ?? '',
      code: values['clinic-code'] ?? '',
      name: values['clinic-name'] ?? '',
      nameEn: values['clinic-name-en'] ?? '',
    },
    branch: {
      url: values['branch-url'] ?? '',
      code: values['branch-code'] ?? '',
      name: values['branch-name'] ?? '',
      nameEn: values['branch-name-en'] ?? '',
    },
    manager: { email: values.manager ?? '' },
  };
}

function refuse(lines: string[]): never {
  for (const line of lines) console.error(line);
  console.error(USAGE);
  process.exit(2);
}

async function main(argv: string[]) {
  let input: TCreateClinicInput;
  try {
    input = parseCreateClinicArgs(argv);
  } catch (error) {
    refuse([(error as Error).message]);
  }
  const checked = ZCreateClinicBody.safeParse(input);
  if (!checked.success) refuse(checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const { clinic, branch } = checked.data;
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    await prepareDatabase(db, { production: config.production });
    const created = await createClinic(db, input, config.publicUrl);
    console.log(
      `Created clinic ${clinic.url} with branch ${branch.url}: ${config.publicUrl}/${clinic.url}/${branch.url}`,
    );
    if (!created.invitationLink) {
      console.log(`${created.manager.email} manages the branch and signs in with their own password.`);
    } else {
      console.log(
        `${created.manager.email} is a new account. Within ${INVITATION_LIFETIME_MS / 3_600_000} hours, open this link once to choose its password:`,
      );
      console.log(created.invitationLink);
      console.log(
        config.smtpUrl
          ? 'The same link was queued as an e-mail to that address.'
          : 'SMTP_URL is not set: no e-mail was sent.',
      );
    }
  } catch (error) {
    if ((error as { code?: string }).code !== 'CLINIC-URL-TAKEN') throw error;
    console.error(`The clinic url ${clinic.url} is taken: choose another.`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
