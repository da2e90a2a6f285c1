import { withinClinic } from '../../lib/db/clinic-scope.ts';
import type { Tx } from '../../lib/db/database.ts';
import { clinicsOfMember, clinicsWithLogo, hasActiveMemberAmong, usersWithPicture } from './content-visibility.repo.ts';

/**
 * Who may see an avatar or a logo besides its uploader: the members of a clinic whose logo it is,
 * and the colleagues (anyone sharing a clinic) of a user whose profile picture it is. Everyone
 * else, including a fresh account with no clinic, learns nothing, so content ids cannot be walked
 * to collect staff photos across clinics. (The files feature receives this as its hook.)
 *
 * Colleagues' memberships are tenant rows: they are read one clinic of the caller at a time, with
 * the transaction moved into that clinic (a user works in one or two) and back to where it was.
 */
export async function isContentShownToUser(tx: Tx, contentId: number, userId: string): Promise<boolean> {
  const myClinics = await clinicsOfMember(tx, userId);
  if (myClinics.length === 0) return false;
  if ((await clinicsWithLogo(tx, contentId)).some((clinicId) => myClinics.includes(clinicId))) return true;
  const owners = await usersWithPicture(tx, contentId);
  if (owners.length === 0) return false;
  for (const clinicId of myClinics) {
    if (await withinClinic(tx, clinicId, () => hasActiveMemberAmong(tx, clinicId, owners))) return true;
  }
  return false;
}

/** Whether the user works in any clinic: the reason to store documents (files' upload policy). */
export async function isClinicMember(tx: Tx, userId: string): Promise<boolean> {
  return (await clinicsOfMember(tx, userId)).length > 0;
}
