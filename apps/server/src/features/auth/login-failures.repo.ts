import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { loginFailures } from './login-failures.table.ts';

export type PasswordCheckOrigin = { email: string; ip: string };

/**
 * Serialises the password checks of one account and of one address until the transaction ends,
 * so that counting and reserving an attempt is one atomic step (always account first, then
 * address: the same order everywhere, so two checks cannot wait for each other).
 */
export async function lockPasswordChecks(tx: Tx, { email, ip }: PasswordCheckOrigin): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`password-account:${email}`}, 0))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`password-address:${ip}`}, 0))`);
}

export type FailureCounts = {
  /** This account from this address, in the window, and how long ago the newest was (database clock). */
  pair: number;
  secondsSincePairLast: number | null;
  /** This account from every address, in the window. */
  account: number;
  /** Every account from this address, in the last minute. */
  address: number;
  /** The account signed in from this address within the last 30 days. */
  knownAddress: boolean;
};

export async function countFailures(
  tx: Tx,
  { email, ip }: PasswordCheckOrigin,
  windowMinutes: number,
): Promise<FailureCounts> {
  const window = sql`now() - make_interval(mins => ${Math.max(windowMinutes, 1)})`;
  const result = await tx.execute<{
    pair: string;
    seconds_since_pair_last: string | number | null;
    account: string;
    address: string;
    known_address: boolean;
  }>(sql`
    select
      count(*) filter (where f.email = ${email} and f.ip = ${ip}) as pair,
      extract(epoch from now() - max(f.at) filter (where f.email = ${email} and f.ip = ${ip})) as seconds_since_pair_last,
      count(*) filter (where f.email = ${email}) as account,
      count(*) filter (where f.ip = ${ip} and f.at > now() - interval '1 minute') as address,
      exists (
        select 1 from sessions s join users u on u.id = s.user_id
        where u.email = ${email} and s.ip = ${ip} and s.last_used_at > now() - interval '30 days'
      ) as known_address
    from login_failures f
    where (f.email = ${email} or f.ip = ${ip}) and f.at > ${window}`);
  const row = result.rows[0];
  return {
    pair: Number(row?.pair ?? 0),
    secondsSincePairLast: row?.seconds_since_pair_last == null ? null : Number(row.seconds_since_pair_last),
    account: Number(row?.account ?? 0),
    address: Number(row?.address ?? 0),
    knownAddress: Boolean(row?.known_address),
  };
}

/** Counted as a failure from now on; a check that succeeds removes it again. */
export async function reserveAttempt(tx: Tx, { email, ip }: PasswordCheckOrigin): Promise<void> {
  await tx.insert(loginFailures).values({ email, ip });
}

/** A right password from this address: its failures (and the reserved attempt) are forgotten. */
export async function forgetFailuresFrom(tx: Tx, { email, ip }: PasswordCheckOrigin): Promise<void> {
  await tx.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}

/** A password reset by mail proves the owner: every address's failures for the account go. */
export async function forgetAccountFailures(tx: Tx, email: string): Promise<void> {
  await tx.delete(loginFailures).where(eq(loginFailures.email, email));
}
