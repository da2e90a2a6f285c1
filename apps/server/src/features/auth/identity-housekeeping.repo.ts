import { sql } from 'drizzle-orm';
import { affectedRows, type Tx } from '../../lib/db/database.ts';

/**
 * Rows the sign-in machinery leaves behind: rotated refresh tokens (one every 15 minutes of an
 * active session), ended sessions, spent mail keys and old failed sign-ins. A rotated token is
 * kept 30 days, so that replaying a stolen one still ends its family; sessions are kept 30 days
 * after they end.
 */
export async function deleteSpentIdentityRows(tx: Tx): Promise<number> {
  const tokens = await tx.execute(sql`delete from refresh_tokens
    where (used_at is not null and used_at < now() - interval '30 days') or expires_at < now()`);
  const sessions = await tx.execute(sql`delete from sessions s
    where (s.revoked_at < now() - interval '30 days' or s.expires_at < now() - interval '30 days')
      and not exists (select 1 from refresh_tokens r where r.session_id = s.id)`);
  const keys = await tx.execute(sql`delete from user_keys
    where (used_at is not null and used_at < now() - interval '7 days') or expires_at < now() - interval '7 days'`);
  const failures = await tx.execute(sql`delete from login_failures where at < now() - interval '1 day'`);
  return [tokens, sessions, keys, failures].reduce((sum, r) => sum + affectedRows(r), 0);
}
