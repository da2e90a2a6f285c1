import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { APP_ROLE_NAME } from './tenant-policy.ts';

export type SecurityProblem = string;

/**
 * The second wall must stand before the server answers anything: the application role exists,
 * cannot bypass RLS, and every table with a clinic_id has RLS enabled, forced and a policy.
 */
export async function findSecurityProblems(db: Database): Promise<SecurityProblem[]> {
  const problems: SecurityProblem[] = [];
  const role = await db.owner.execute<{ rolsuper: boolean; rolbypassrls: boolean }>(
    sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE_NAME}`,
  );
  const row = role.rows[0];
  if (!row) problems.push(`role ${APP_ROLE_NAME} does not exist`);
  else if (row.rolsuper || row.rolbypassrls) problems.push(`role ${APP_ROLE_NAME} can bypass row-level security`);

  for (const table of await tenantTableSecurity(db)) {
    if (!table.rlsEnabled) problems.push(`table ${table.name} has clinic_id but row-level security is not enabled`);
    if (!table.rlsForced) problems.push(`table ${table.name} has clinic_id but row-level security is not forced`);
    if (table.policyCount === 0) problems.push(`table ${table.name} has clinic_id but no policy`);
  }
  return problems;
}

export type TenantTableSecurity = { name: string; rlsEnabled: boolean; rlsForced: boolean; policyCount: number };

/** Every table of the public schema with a clinic_id column, with its RLS state. */
export async function tenantTableSecurity(db: Database): Promise<TenantTableSecurity[]> {
  const result = await db.owner.execute<{ name: string; enabled: boolean; forced: boolean; policies: number }>(sql`
    select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
           (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    where c.relkind in ('r', 'p')
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'clinic_id' and not a.attisdropped)
    order by c.relname`);
  return result.rows.map((r) => ({ name: r.name, rlsEnabled: r.enabled, rlsForced: r.forced, policyCount: Number(r.policies) }));
}

export async function assertDatabaseSecure(db: Database): Promise<void> {
  const problems = await findSecurityProblems(db);
  if (problems.length > 0) {
    throw new Error(`refusing to start: the database is not safe for tenants:\n- ${problems.join('\n- ')}`);
  }
}
