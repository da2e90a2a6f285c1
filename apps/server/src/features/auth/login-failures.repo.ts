import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { loginFailures } from './login-failures.table.ts';

/** Recent failed sign-ins of an account (within its window) and of an address (within a minute). */
export async function countLoginFailures(tx: Tx, email: string, ip: string, accountWindowMinutes: number) {
  const [counts] = await tx
    .select({
      account:
        sql<number>`count(*) filter (where ${loginFailures.email} = ${email} and ${loginFailures.at} > now() - make_interval(mins => ${accountWindowMinutes}))`.mapWith(
          Number,
        ),
      address:
        sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip} and ${loginFailures.at} > now() - interval '1 minute')`.mapWith(
          Number,
        ),
    })
    .from(loginFailures)
    .where(
      and(
        sql`(${loginFailures.email} = ${email} or ${loginFailures.ip} = ${ip})`,
        gt(loginFailures.at, sql`now() - make_interval(mins => ${Math.max(accountWindowMinutes, 1)})`),
      ),
    );
  return { account: counts?.account ?? 0, address: counts?.address ?? 0 };
}

export async function recordLoginFailure(tx: Tx, email: string, ip: string): Promise<void> {
  await tx.insert(loginFailures).values({ email, ip });
}

export async function clearLoginFailures(tx: Tx, email: string): Promise<void> {
  await tx.delete(loginFailures).where(eq(loginFailures.email, email));
}
