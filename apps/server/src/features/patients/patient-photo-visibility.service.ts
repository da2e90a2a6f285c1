import { withinClinic } from '../../lib/db/clinic-scope.ts';
import type { Tx } from '../../lib/db/database.ts';
import { clinicsOfMember } from '../clinics/content-visibility.repo.ts';
import { isPhotoOfLivingPatient } from './patients.repo.ts';

/**
 * Whether a stored picture is the photo of a patient of a clinic the user works in: the doctor
 * at the chair sees the photo the front desk took. Patients are tenant rows, so each of the
 * user's clinics is looked in with the transaction moved into it (a user works in one or two).
 * Handed to the files feature beside the avatar and logo rule (features.ts).
 */
export async function isPatientPhotoShownToUser(tx: Tx, contentId: number, userId: string): Promise<boolean> {
  for (const clinicId of await clinicsOfMember(tx, userId)) {
    if (await withinClinic(tx, clinicId, () => isPhotoOfLivingPatient(tx, { clinicId }, contentId))) return true;
  }
  return false;
}
