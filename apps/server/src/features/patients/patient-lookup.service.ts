import type { Tx } from '../../lib/db/database.ts';
import { livePatientExists, type ClinicScope } from './patients.repo.ts';

/**
 * Whether the id names a living patient of the clinic: what another feature (an appointment, a
 * treatment) checks before it names the patient. Reading the record itself is openPatient, which
 * is audited; this answers yes or no and records nothing.
 */
export async function isLivePatient(tx: Tx, scope: ClinicScope, id: number): Promise<boolean> {
  return livePatientExists(tx, scope, id);
}
