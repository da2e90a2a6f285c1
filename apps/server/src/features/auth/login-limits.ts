import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import { loginFailures } from './identity.table.ts';

export type LoginLimits = { perAccount: number; accountWindowMinutes: number; perIpPerMinute: number };

/**
 * Counted in the database so that every instance sees the same failures. Refuses before the
 * password is checked, so a locked account answers the same whatever password is tried.
 */
export async function assertLoginAllowed(tx: Tx, limits: LoginLimits, email: string, ip: string): Promise<void> {
  const [counts] = await tx.select({
    account: sql<number>`count(*) filter (where ${loginFailures.email} = ${email} and ${loginFailures.at} > now() - make_interval(mins => ${limits.accountWindowMinutes}))`.mapWith(Number),
    address: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip} and ${loginFailures.at} > now() - interval '1 minute')`.mapWith(Number),
  }).from(loginFailures)
    .where(and(sql`(${loginFailures.email} = ${email} or ${loginFailures.ip} = ${ip})`,
      gt(loginFailures.at, sql`now() - make_interval(mins => ${Math.max(limits.accountWindowMinutes, 1)})`)));
  if ((counts?.account ?? 0) >= limits.perAccount || (counts?.address ?? 0) >= limits.perIpPerMinute) {
    throw new AppError('RATE_LIMITED');
  }
}

export async function recordLoginFailure(tx: Tx, email: string, ip: string): Promise<void> {
  await tx.insert(loginFailures).values({ email, ip });
}

export async function clearLoginFailures(tx: Tx, email: string): Promise<void> {
  await tx.delete(loginFailures).where(eq(loginFailures.email, email));
}
