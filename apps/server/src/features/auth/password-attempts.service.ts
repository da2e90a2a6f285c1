import type { LoginLimits } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import {
  countFailures,
  forgetFailuresFrom,
  lockPasswordChecks,
  reserveAttempt,
  type FailureCounts,
  type PasswordCheckOrigin,
} from './login-failures.repo.ts';
import { verifyPassword } from './password-hash.crypto.ts';

export type { PasswordCheckOrigin };

/** The longest a growing delay gets; the per-pair ceiling ends the attempts long before it matters. */
const MAX_DELAY_SECONDS = 300;

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether one more password may be checked for this account from this address. Pure: the counts
 * come from the database (every instance sees the same), the rules are here.
 */
export function judgeAttempt(counts: FailureCounts, limits: LoginLimits): Verdict {
  const windowSeconds = limits.windowMinutes * 60;
  if (counts.pair >= limits.perAccountAddress) return { allowed: false, retryAfterSeconds: windowSeconds };
  if (counts.pair >= limits.freeFailures && counts.secondsSincePairLast !== null) {
    const delay = Math.min(2 ** (counts.pair - limits.freeFailures), MAX_DELAY_SECONDS);
    const left = delay - counts.secondsSincePairLast;
    if (left > 0) return { allowed: false, retryAfterSeconds: Math.ceil(left) };
  }
  // An address the owner signs in from is not shut by what others do from elsewhere or to others.
  if (!counts.knownAddress) {
    if (counts.account >= limits.perAccount) return { allowed: false, retryAfterSeconds: windowSeconds };
    if (counts.address >= limits.perAddressPerMinute) return { allowed: false, retryAfterSeconds: 60 };
  }
  return { allowed: true };
}

/**
 * Counts and reserves one attempt atomically, before the password is verified: the attempt
 * counts as a failure until `forgetFailuresFrom` removes it, so parallel guesses cannot all be
 * checked against the same count. Throws RATE_LIMITED (with Retry-After) when over a budget.
 */
export async function reservePasswordCheck(tx: Tx, limits: LoginLimits, origin: PasswordCheckOrigin): Promise<void> {
  await lockPasswordChecks(tx, origin);
  const verdict = judgeAttempt(await countFailures(tx, origin, limits.windowMinutes), limits);
  if (!verdict.allowed) throw new AppError('RATE_LIMITED').retryAfter(verdict.retryAfterSeconds);
  await reserveAttempt(tx, origin);
}

/**
 * A password check outside sign-in (a password change, a member's verification at a branch):
 * the same budget as signing in. Argon2 runs between two short transactions, never inside one.
 */
export async function checkPasswordWithinBudget(
  db: Database,
  limits: LoginLimits,
  origin: PasswordCheckOrigin,
  passwordHash: string,
  password: string,
): Promise<boolean> {
  await db.run({}, (tx) => reservePasswordCheck(tx, limits, origin));
  const matches = await verifyPassword(passwordHash, password);
  if (matches) await db.run({}, (tx) => forgetFailuresFrom(tx, origin));
  return matches;
}
