import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

export type SecretName = 'jwt' | 'file-url' | 'ktb-fastpay-callback';

/**
 * A secret from the environment when given, else the one stored in the database, made on first
 * use. Stored so that every instance on one database signs and verifies alike.
 */
export async function loadSecret(db: Database, name: SecretName, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const fresh = randomBytes(48).toString('base64url');
  await db.owner.execute(
    sql`insert into app_secrets (name, value) values (${name}, ${fresh}) on conflict (name) do nothing`,
  );
  const stored = await db.owner.execute<{ value: string }>(sql`select value from app_secrets where name = ${name}`);
  const value = stored.rows[0]?.value;
  if (!value) throw new Error(`secret ${name} could not be stored`);
  return new TextEncoder().encode(value);
}
