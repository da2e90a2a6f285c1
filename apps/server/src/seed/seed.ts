import { sql } from 'drizzle-orm';
import type { Database } from '../lib/db/database.ts';
import { hashPassword } from '../features/auth/password-hash.crypto.ts';
import {
  DEMO_PASSWORD,
  insertDemoUsersAndClinics,
  insertSmileAriBranch,
  insertYimDemoBranches,
  type DemoTenantIds,
} from './demo-tenants.ts';
import { insertSmileAriMasterLists, insertYimDemoMasterLists } from './demo-masters.ts';
import { insertDemoSandboxLicences } from './demo-sandbox.ts';

/**
 * One step of the demo seed. Later features append theirs (masters, patients, appointments):
 * each receives the ids made by the tenant step and writes inside the clinic's RLS scope.
 */
export type SeedStep = { name: string; run(db: Database, ids: DemoTenantIds): Promise<void> };

export const SEED_STEPS: SeedStep[] = [
  {
    name: 'yim-demo branches, rooms and members',
    run: (db, ids) =>
      db.run({ clinicId: ids.clinicIds.yimDemo }, (tx) =>
        insertYimDemoBranches(tx, ids.clinicIds.yimDemo, ids.userIds),
      ),
  },
  {
    name: 'smile-ari branch and manager',
    run: (db, ids) =>
      db.run({ clinicId: ids.clinicIds.smileAri }, (tx) =>
        insertSmileAriBranch(tx, ids.clinicIds.smileAri, ids.userIds),
      ),
  },
  {
    name: 'master lists of the demo branches',
    run: async (db, ids) => {
      await db.run({ clinicId: ids.clinicIds.yimDemo }, (tx) => insertYimDemoMasterLists(tx, ids.clinicIds.yimDemo));
      await db.run({ clinicId: ids.clinicIds.smileAri }, (tx) => insertSmileAriMasterLists(tx, ids.clinicIds.smileAri));
    },
  },
  {
    name: 'sandbox licence registry entries of the demo doctors',
    run: (db) => db.owner.transaction((tx) => insertDemoSandboxLicences(tx)),
  },
];

/** Asked as the owner: a request's role sees only the clinics it works in (RLS), none at all here. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.owner.execute<{ n: number }>(sql`select count(*)::int as n from clinics`);
  return Number(result.rows[0]?.n ?? 0) === 0;
}

/** Seeds the demo clinics on an empty database; returns false when there was data already. */
export async function seedDemo(db: Database): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Global rows, among them a super-administrator: a privilege only the owner may grant.
  const ids = await db.owner.transaction((tx) => insertDemoUsersAndClinics(tx, passwordHash));
  for (const step of SEED_STEPS) await step.run(db, ids);
  return true;
}
