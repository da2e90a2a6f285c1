import type { TCreateClinicBody } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import { withinClinic } from '../../lib/db/clinic-scope.ts';
import type { Tx } from '../../lib/db/database.ts';
import { enqueueMail } from '../../lib/mail/mail.ts';
import { clinicInvitationMail, INVITATION_LIFETIME_MS } from '../auth/account.mail.ts';
import { newMailKey } from '../auth/mail-keys.crypto.ts';
import { NO_PASSWORD_YET } from '../auth/password-hash.crypto.ts';
import { insertUserKey } from '../auth/user-keys.repo.ts';
import { findUserByEmail, insertUserUnlessTaken } from '../auth/users.repo.ts';
import { grantManagerAt, insertBranch, insertClinicAsOwner, insertClinicAsSuperadmin } from './clinic-admin.repo.ts';

export type CreatedClinic = {
  clinicId: number;
  manager: { email: string; invited: boolean };
  /** The new manager's choose-a-password link, for the command to print; never sent by the API. */
  invitationLink: string | null;
};

/**
 * POST /api/superadmin/clinics, inside the request's transaction (the app role, the super-
 * administrator as its user): the clinic row through create_clinic, then everything under it
 * in the new clinic's RLS scope. A url already taken, by a concurrent creation too, is a 409.
 */
export async function createClinicAsSuperadmin(
  tx: Tx,
  creatorId: string,
  body: TCreateClinicBody,
  publicUrl: string,
): Promise<CreatedClinic> {
  const clinicId = await insertClinicAsSuperadmin(tx, body.clinic);
  if (clinicId === null) throw new AppError('CLINIC-URL-TAKEN');
  return withinClinic(tx, clinicId, () => setUpNewClinic(tx, clinicId, body, creatorId, publicUrl));
}

/**
 * `npm run create-clinic`: the same on the owner's connections, for an install that may have no
 * super-administrator yet. `asAppRole` drops the transaction to the app role once the clinic row
 * exists, so the rows under it pass the same RLS checks as a request's.
 */
export async function createClinicAsOwner(
  tx: Tx,
  body: TCreateClinicBody,
  publicUrl: string,
  asAppRole: (tx: Tx) => Promise<void>,
): Promise<CreatedClinic> {
  const clinicId = await insertClinicAsOwner(tx, body.clinic);
  if (clinicId === null) throw new AppError('CLINIC-URL-TAKEN');
  await asAppRole(tx);
  return withinClinic(tx, clinicId, () => setUpNewClinic(tx, clinicId, body, null, publicUrl));
}

async function setUpNewClinic(
  tx: Tx,
  clinicId: number,
  body: TCreateClinicBody,
  creatorId: string | null,
  publicUrl: string,
): Promise<CreatedClinic> {
  const branchId = await insertBranch(tx, clinicId, body.branch);
  if (branchId === null) throw new AppError('BRANCH-URL-TAKEN');
  const manager = await findOrInviteManager(tx, body.manager.email, body.clinic.name, publicUrl);
  await grantManagerAt(tx, { clinicId, branchId }, manager.userId);
  const result = { email: body.manager.email, invited: manager.link !== null };
  await writeAudit(tx, { clinicId, branchId }, creatorId, {
    entity: 'clinic',
    entityId: clinicId,
    action: 'create',
    after: { clinic: body.clinic, branch: body.branch, manager: result },
  });
  return { clinicId, manager: result, invitationLink: manager.link };
}

/**
 * The first manager: an existing account keeps its password; an address nobody registered
 * becomes an account without one, whose owner gets a mail link to choose it (which activates it).
 */
async function findOrInviteManager(
  tx: Tx,
  email: string,
  clinicName: string,
  publicUrl: string,
): Promise<{ userId: string; link: string | null }> {
  const existing = await findUserByEmail(tx, email);
  if (existing) return activeAccount(existing);
  const userId = await insertUserUnlessTaken(tx, { email, passwordHash: NO_PASSWORD_YET });
  if (!userId) {
    // Registered a moment ago by its owner (the insert waited for that commit): that account it is.
    const registered = await findUserByEmail(tx, email);
    if (!registered) throw new AppError('CLINIC-MANAGER-INACTIVE');
    return activeAccount(registered);
  }
  const { key, hash } = newMailKey();
  await insertUserKey(tx, userId, 'reset', hash, INVITATION_LIFETIME_MS);
  const mail = clinicInvitationMail({ email }, clinicName, key, publicUrl);
  await enqueueMail(tx, mail);
  return { userId, link: `${publicUrl}/user/resetpassword/${key}` };
}

function activeAccount(user: { id: string; deletedAt: Date | null; disabledAt: Date | null }) {
  if (user.deletedAt || user.disabledAt) throw new AppError('CLINIC-MANAGER-INACTIVE');
  return { userId: user.id, link: null };
}
