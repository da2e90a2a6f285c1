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
import { createGeneratedPatients, findGenerationTarget } from '../features/patients/generate-patients.service.ts';
import { insertDemoSandboxLicences } from './demo-sandbox.ts';
import { insertDemoAppointments } from './demo-appointments.ts';
import { insertDemoLabExpenses } from './demo-lab-expenses.ts';
import { insertDemoReceipts } from './demo-receipts.ts';
import { insertDemoTreatments } from './demo-treatments.ts';
import { insertDemoTreatmentPlans } from './demo-treatment-plans.ts';
import { insertDemoOrthoPackages } from './demo-ortho-packages.ts';

/** Generated patients of the demo: a list and a search worth trying (issue 9 asks for at least 300). */
export const DEMO_PATIENTS = { siam: 240, thonglor: 60 };

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
    // Registered by the front desk of each branch, the same people on every machine (fixed seeds).
    name: 'patients of yim-demo',
    run: async (db, ids) => {
      const siam = await findGenerationTarget(db, 'yim-demo', 'siam');
      const thonglor = await findGenerationTarget(db, 'yim-demo', 'thonglor');
      if (!siam || !thonglor) throw new Error('the yim-demo branches were not seeded');
      await createGeneratedPatients(db, { ...siam, userId: ids.userIds.counter }, DEMO_PATIENTS.siam, 9);
      await createGeneratedPatients(db, { ...thonglor, userId: ids.userIds.manager }, DEMO_PATIENTS.thonglor, 10);
    },
  },
  {
    name: 'a fortnight of appointments at yim-demo siam',
    run: async (db, ids) => {
      const siam = await findGenerationTarget(db, 'yim-demo', 'siam');
      if (!siam) throw new Error('the yim-demo branches were not seeded');
      const { doctor, doctor2, counter } = ids.userIds;
      await db.run({ clinicId: siam.clinicId }, (tx) =>
        insertDemoAppointments(tx, { clinicId: siam.clinicId, branchId: siam.branchId, counter, doctor, doctor2 }),
      );
    },
  },
  {
    name: 'charted history of the visits that came at siam, the past ones paid at the counter',
    run: async (db, ids) => {
      const siam = await findGenerationTarget(db, 'yim-demo', 'siam');
      if (!siam) throw new Error('the yim-demo branches were not seeded');
      const who = { clinicId: siam.clinicId, branchId: siam.branchId, counter: ids.userIds.counter };
      await db.run({ clinicId: siam.clinicId }, async (tx) => {
        const paidVisits = await insertDemoTreatments(tx, who);
        await insertDemoReceipts(tx, { ...who, clinicUrl: 'yim-demo', branchUrl: 'siam' }, paidVisits);
      });
    },
  },
  {
    name: 'lab work sent after the paid visits at siam',
    run: async (db, ids) => {
      const siam = await findGenerationTarget(db, 'yim-demo', 'siam');
      if (!siam) throw new Error('the yim-demo branches were not seeded');
      const who = { ...siam, clinicUrl: 'yim-demo', branchUrl: 'siam', counter: ids.userIds.counter };
      await db.run({ clinicId: siam.clinicId }, (tx) => insertDemoLabExpenses(tx, who));
    },
  },
  {
    name: 'treatment plans of demo patients at siam',
    run: async (db) => {
      const siam = await findGenerationTarget(db, 'yim-demo', 'siam');
      if (!siam) throw new Error('the yim-demo branches were not seeded');
      await db.run({ clinicId: siam.clinicId }, (tx) =>
        insertDemoTreatmentPlans(tx, { clinicId: siam.clinicId, branchId: siam.branchId }),
      );
    },
  },
  {
    name: 'ortho packages: the national template, siam masters and one patient on braces',
    run: async (db, ids) => {
      const siam = await findGenerationTarget(db, 'yim-demo', 'siam');
      if (!siam) throw new Error('the yim-demo branches were not seeded');
      const { superadmin, manager, counter } = ids.userIds;
      await insertDemoOrthoPackages(db, siam, { superadmin, manager, counter });
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
