// `npm run create-superadmin -- admin@example.com`: the first platform super-administrator of a
// real install, which has no demo data and so no published password. No password ever passes
// through the command line: a new account gets a one-time link (printed, and mailed when SMTP is
// set) on which its owner chooses one; an existing account is granted the role and keeps its own.
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import type { Database } from '../lib/db/database.ts';
import { openDatabase } from '../lib/db/open-database.ts';
import { enqueueMail } from '../lib/mail/mail.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { resetPasswordMail } from '../features/auth/account.mail.ts';
import { normalizeEmail } from '../features/auth/auth.service.ts';
import { NO_PASSWORD_YET } from '../features/auth/password-hash.crypto.ts';
import { KEY_LIFETIME_MS, newMailKey } from '../features/auth/mail-keys.crypto.ts';
import { insertUserKey, invalidateKeys } from '../features/auth/user-keys.repo.ts';
import { grantSuperadmin, hasSuperadmin as anySuperadmin, insertUserUnlessTaken } from '../features/auth/users.repo.ts';

export type SuperadminGrant =
  { created: true; email: string; link: string; validMinutes: number } | { created: false; email: string };

/**
 * Makes `email` a super-administrator, as the owner (the flag is a privilege the application's
 * role cannot grant). The user row, the key and the mail commit together.
 */
export async function createSuperadmin(db: Database, rawEmail: string, publicUrl: string): Promise<SuperadminGrant> {
  const email = z.email().parse(normalizeEmail(rawEmail));
  return db.owner.transaction(async (tx) => {
    if (await grantSuperadmin(tx, email)) return { created: false, email };
    const userId = await insertUserUnlessTaken(tx, {
      email,
      passwordHash: NO_PASSWORD_YET,
      isSuperadmin: true,
      firstNameTh: 'ผู้ดูแล',
      lastNameTh: 'ระบบ',
      firstNameEn: 'Platform',
      lastNameEn: 'Administrator',
    });
    if (!userId) throw new Error(`${email} was registered at the same moment: run the command again`);
    const { key, hash } = newMailKey();
    await invalidateKeys(tx, userId, 'reset');
    await insertUserKey(tx, userId, 'reset', hash);
    const mail = resetPasswordMail({ email }, key, publicUrl);
    await enqueueMail(tx, mail);
    return {
      created: true,
      email,
      link: `${publicUrl}/user/resetpassword/${key}`,
      validMinutes: KEY_LIFETIME_MS.reset / 60_000,
    };
  });
}

/** Whether the install has any platform super-administrator (the start-up hint asks for one). */
export function hasSuperadmin(db: Database): Promise<boolean> {
  return db.owner.transaction((tx) => anySuperadmin(tx));
}

async function main(argv: string[]) {
  const email = argv[0];
  if (!email || argv.length !== 1) {
    console.error('usage: npm run create-superadmin -- <e-mail>');
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    await prepareDatabase(db, { production: config.production });
    const grant = await createSuperadmin(db, email, config.publicUrl);
    if (!grant.created) {
      console.log(`${grant.email} is now a platform super-administrator; they sign in with their own password.`);
      return;
    }
    console.log(`Created ${grant.email} as a platform super-administrator.`);
    console.log(`Open this link within ${grant.validMinutes} minutes to choose the password (it works once):`);
    console.log(grant.link);
    console.log(
      config.smtpUrl
        ? 'The same link was queued as an e-mail to that address.'
        : 'SMTP_URL is not set: no e-mail was sent.',
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
