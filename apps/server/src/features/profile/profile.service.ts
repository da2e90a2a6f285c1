import type { z } from 'zod';
import type { ZChangePasswordBody, ZProfileBody } from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { LoginLimits } from '../../config.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { findPasswordHash, findUserById, setPassword } from '../auth/users.repo.ts';
import { claimContent, isLivePictureOf, releaseContent } from '../files/contents.repo.ts';
import { hashPassword } from '../auth/password-hash.crypto.ts';
import { checkPasswordWithinBudget } from '../auth/password-attempts.service.ts';
import { profileColumns, toUserInfo } from '../auth/user.mapper.ts';
import { recentPasswordHashes, rememberPassword } from '../auth/password-history.repo.ts';
import { assertNotCommon, assertNotUsedBefore } from '../auth/password-policy.service.ts';
import { revokeOtherSessions } from '../auth/sessions.repo.ts';
import { updateProfile } from './profile.repo.ts';

/** Account calls carry the caller's uid in the body; any other uid is refused. */
function assertOwnAccount(caller: AuthUser, uid: string) {
  if (uid !== caller.id) throw new AppError('PERMISSION_DENIED');
}

async function loadOwnUser(tx: Tx, caller: AuthUser) {
  const user = await findUserById(tx, caller.id);
  if (!user) throw new AppError('AUTH_SESSION_ENDED');
  return user;
}

export async function getUserInfo(tx: Tx, caller: AuthUser) {
  return toUserInfo(await loadOwnUser(tx, caller));
}

/** The profile modal: names, mobile, dentist fields, avatar, tele-dentistry link. E-mail and type stay. */
export async function updateUserInfo(tx: Tx, caller: AuthUser, body: z.output<typeof ZProfileBody>) {
  assertOwnAccount(caller, body.uid);
  const user = await loadOwnUser(tx, caller);
  if (body.userTypeId !== user.userTypeId) {
    throw validationError([{ path: 'userTypeId', message: 'ประเภทผู้ใช้งานไม่สามารถเปลี่ยนได้' }]);
  }
  if (body.contentId && !(await isLivePictureOf(tx, body.contentId, caller.id))) {
    throw validationError([{ path: 'contentId', message: 'ไม่พบรูปโปรไฟล์ที่อัปโหลด' }]);
  }
  // The new picture is kept; the one it replaces is swept a day from now.
  if (body.contentId && body.contentId !== user.contentId) {
    await claimContent(tx, body.contentId);
    if (user.contentId) await releaseContent(tx, user.contentId);
  }
  const updated = await updateProfile(tx, caller.id, {
    ...profileColumns(body, user.userTypeId),
    contentId: body.contentId ?? user.contentId,
    linkedWithMfd: body.linkedWithMFD,
  });
  return toUserInfo(updated);
}

/**
 * 400 for a wrong current password, 404 for one used before (spec access §8). Argon2 runs
 * outside transactions. Every other session of the user ends; the one that changed it stays.
 */
export async function changePassword(
  db: Database,
  limits: LoginLimits,
  { caller, ip }: { caller: AuthUser; ip: string },
  body: z.output<typeof ZChangePasswordBody>,
) {
  assertOwnAccount(caller, body.uid);
  const { current, history } = await db.run({ userId: caller.id }, async (tx) => ({
    current: await findPasswordHash(tx, caller.id),
    history: await recentPasswordHashes(tx, caller.id),
  }));
  if (!current) throw new AppError('AUTH_SESSION_ENDED');
  const currentHash = current.passwordHash;
  // A stolen session must not become a way to guess the password: the sign-in budget applies.
  const origin = { email: current.email, ip };
  if (!(await checkPasswordWithinBudget(db, limits, origin, currentHash, body.oldPassword)))
    throw new AppError('PASSWORD-WRONG');
  assertNotCommon(body.password);
  await assertNotUsedBefore([currentHash, ...history], body.password);
  const passwordHash = await hashPassword(body.password);
  await db.run({ userId: caller.id }, async (tx) => {
    await setPassword(tx, caller.id, passwordHash, { fromMailLink: false });
    await rememberPassword(tx, caller.id, currentHash);
    await revokeOtherSessions(tx, caller.id, caller.sessionId);
  });
}
