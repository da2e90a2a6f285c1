import type { z } from 'zod';
import { ACCOUNT_MESSAGES, type ZRegisterBody, type ZResetPasswordBody } from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import { enqueueMail } from '../../lib/mail/mail.ts';
import { activationMail, resetPasswordMail } from './account.mail.ts';
import { normalizeEmail } from './auth.service.ts';
import { listConfigValues } from '../masters/masters.repo.ts';
import { newMailKey } from './mail-keys.crypto.ts';
import { forgetAccountFailures } from './login-failures.repo.ts';
import { hashPassword } from './password-hash.crypto.ts';
import { forgetPasswordHistory, recentPasswordHashes, rememberPassword } from './password-history.repo.ts';
import { assertNotCommon, assertNotUsedBefore } from './password-policy.service.ts';
import { revokeOtherSessions } from './sessions.repo.ts';
import { profileColumns } from './user.mapper.ts';
import { consumeKey, countRecentKeys, findKeyUser, insertUserKey, invalidateKeys } from './user-keys.repo.ts';
import {
  clearUnprovenProfile,
  findAddressHolder,
  findUserByEmail,
  insertUserUnlessTaken,
  markActivated,
  setPassword,
  takeOverExpiredRegistration,
} from './users.repo.ts';

/** At most this many reset mails per account per hour, so the form cannot flood someone's inbox. */
const RESET_MAILS_PER_HOUR = 5;

/**
 * Creates a not-yet-activated account and queues its activation mail. The password is hashed
 * before the transaction (argon2 must not hold PGlite's only connection); the user, its first
 * password-history row, the key and the mail then commit together. An address held only by an
 * expired registration (never proven, its links dead) is taken over by the new registrant.
 */
export async function register(
  db: Database,
  body: z.output<typeof ZRegisterBody>,
  publicUrl: string,
): Promise<{ email: string }> {
  const email = normalizeEmail(body.email);
  assertNotCommon(body.password);
  // Checked first so a duplicate costs no hashing; the insert below still guards the race.
  const { holder, userTypes } = await db.run({}, async (tx) => ({
    holder: await findAddressHolder(tx, email),
    userTypes: await listConfigValues(tx, 'user_type'),
  }));
  if (holder && !holder.isExpiredRegistration) throw new AppError('USER-EMAIL-EXISTS');
  // The form offers the configured user types; anything else was not chosen from it.
  if (!userTypes.some((type) => type.id === body.userTypeId)) {
    throw validationError([{ path: 'userTypeId', message: ACCOUNT_MESSAGES.userTypeRequired }]);
  }
  const passwordHash = await hashPassword(body.password);
  const { key, hash } = newMailKey();
  await db.run({}, async (tx) => {
    const values = { email, passwordHash, ...profileColumns(body, body.userTypeId), userTypeId: body.userTypeId };
    const userId = holder ? await takeOverExpiredRegistration(tx, values) : await insertUserUnlessTaken(tx, values);
    if (!userId) throw new AppError('USER-EMAIL-EXISTS');
    if (holder) await forgetPasswordHistory(tx, userId);
    await rememberPassword(tx, userId, passwordHash);
    await insertUserKey(tx, userId, 'activate', hash);
    await enqueueMail(tx, activationMail({ email }, key, publicUrl));
  });
  return { email };
}

export async function activate(tx: Tx, activateKey: string): Promise<{ email: string }> {
  const userId = await consumeKey(tx, 'activate', activateKey);
  if (!userId) throw new AppError('ACTIVATION-KEY-INVALID');
  const email = await markActivated(tx, userId);
  if (!email) throw new AppError('ACTIVATION-KEY-INVALID');
  return { email };
}

/**
 * Always answers ok, and does the same work whatever the address (a key is made either way;
 * only a few inserts differ), so neither the body nor the timing tells who has an account.
 * A not-yet-activated account gets the mail too: its activation link may have expired, and
 * the reset link proves the address just as well (resetting activates the account).
 */
export async function forgotPassword(tx: Tx, rawEmail: string, publicUrl: string): Promise<{ ok: true }> {
  const { key, hash } = newMailKey();
  const user = await findUserByEmail(tx, normalizeEmail(rawEmail));
  const isAllowed = user && !user.deletedAt && !user.disabledAt;
  if (isAllowed && (await countRecentKeys(tx, user.id, 'reset', 3_600_000)) < RESET_MAILS_PER_HOUR) {
    await invalidateKeys(tx, user.id, 'reset');
    await insertUserKey(tx, user.id, 'reset', hash);
    const names = user.activatedAt ? { firstNameTh: user.firstNameTh, lastNameTh: user.lastNameTh } : undefined;
    await enqueueMail(tx, resetPasswordMail({ email: user.email, names }, key, publicUrl));
  }
  return { ok: true };
}

export async function verifyResetKey(tx: Tx, resetPasswordKey: string): Promise<{ email: string }> {
  const user = await findKeyUser(tx, 'reset', resetPasswordKey);
  if (!user) throw new AppError('RESET-KEY-INVALID');
  return { email: user.email };
}

/**
 * Sets a new password from a reset link. The key is checked and the history compared first
 * (argon2, outside any transaction) without using the key up, so a refused password can be
 * retried with the same link; the write then uses the key up atomically and ends every session.
 */
export async function resetPassword(db: Database, body: z.output<typeof ZResetPasswordBody>): Promise<{ ok: true }> {
  assertNotCommon(body.password);
  const found = await db.run({}, async (tx) => {
    const user = await findKeyUser(tx, 'reset', body.resetPasswordKey);
    if (!user) throw new AppError('RESET-KEY-INVALID');
    return {
      userId: user.userId,
      email: user.email,
      oldHash: user.passwordHash,
      history: await recentPasswordHashes(tx, user.userId),
    };
  });
  await assertNotUsedBefore([...new Set([found.oldHash, ...found.history])], body.password);
  const passwordHash = await hashPassword(body.password);
  await db.run({}, async (tx) => {
    const userId = await consumeKey(tx, 'reset', body.resetPasswordKey);
    if (userId !== found.userId) throw new AppError('RESET-KEY-INVALID');
    await clearUnprovenProfile(tx, userId);
    await setPassword(tx, userId, passwordHash, { fromMailLink: true });
    // As a change does: the history keeps the passwords replaced, the current one is on the user.
    await rememberPassword(tx, userId, found.oldHash);
    await revokeOtherSessions(tx, userId, null);
    // Whoever proves the mailbox is the owner: an attacker's failures no longer hold the account.
    await forgetAccountFailures(tx, found.email);
  });
  return { ok: true };
}
