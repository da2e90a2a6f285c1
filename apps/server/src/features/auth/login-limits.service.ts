import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import { countLoginFailures } from './login-failures.repo.ts';

export type LoginLimits = { perAccount: number; accountWindowMinutes: number; perIpPerMinute: number };

/**
 * Counted in the database so that every instance sees the same failures. Refuses before the
 * password is checked, so a locked account answers the same whatever password is tried.
 */
export async function assertLoginAllowed(tx: Tx, limits: LoginLimits, email: string, ip: string): Promise<void> {
  const counts = await countLoginFailures(tx, email, ip, limits.accountWindowMinutes);
  if (counts.account >= limits.perAccount || counts.address >= limits.perIpPerMinute) {
    throw new AppError('RATE_LIMITED');
  }
}
