import { bangkokDate } from '@yim/contract';
import { writeAudits } from '../../lib/audit/audit.ts';
import type { Database } from '../../lib/db/database.ts';
import { generatedPatient, seededRandom } from './patient-generator.service.ts';
import { toPatient, toPatientValues } from './patients.mapper.ts';
import { allocateDnRange, findBranchByUrls, insertPatients } from './patients.repo.ts';
import { PATIENT_ENTITY } from './register-patient.service.ts';

/** Where generated patients are registered, and who the audit log names (null: the system). */
export type GenerationTarget = { clinicId: number; branchId: number; userId: string | null };

/** Rows per transaction: large enough to be fast, small enough not to hold the DN counter long. */
const BATCH = 500;

/**
 * Registers `count` generated patients at the branch, in batches, through the same repositories
 * and inside the same RLS scope as a request (`db.run` with the clinic): each batch takes its
 * DNs from the clinic's counter, inserts its rows and their audit rows in one transaction.
 * `seed` makes the same people every time (the demo); answers the DNs handed out.
 */
export async function createGeneratedPatients(
  db: Database,
  target: GenerationTarget,
  count: number,
  seed = 1,
): Promise<{ created: number; firstDn: number | null; lastDn: number | null }> {
  const random = seededRandom(seed);
  const thisYear = Number(bangkokDate().slice(0, 4));
  let firstDn: number | null = null;
  let lastDn: number | null = null;
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const scope = { clinicId: target.clinicId };
    const rows = await db.run({ clinicId: target.clinicId, userId: target.userId ?? undefined }, async (tx) => {
      const first = await allocateDnRange(tx, scope, size);
      const values = Array.from({ length: size }, (_, i) => ({
        ...toPatientValues(generatedPatient(random, first + i, thisYear)),
        dn: first + i,
        registeredBranchId: target.branchId,
      }));
      const inserted = await insertPatients(tx, scope, values);
      await writeAudits(
        tx,
        { clinicId: target.clinicId, branchId: target.branchId },
        target.userId,
        inserted.map((row) => ({ entity: PATIENT_ENTITY, entityId: row.id, action: 'create', after: toPatient(row) })),
      );
      return inserted;
    });
    firstDn ??= rows[0]?.dn ?? null;
    lastDn = rows.at(-1)?.dn ?? lastDn;
  }
  return { created: count, firstDn, lastDn };
}

/** The generator command's target: the clinic and branch by url, found as the owner. */
export async function findGenerationTarget(db: Database, clinicUrl: string, branchUrl: string) {
  return db.owner.transaction((tx) => findBranchByUrls(tx, clinicUrl, branchUrl));
}
