import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { APP_ROLE_NAME, PLATFORM_ROLE_NAME, SEARCH_ROLE_NAME } from './tenant-policy.ts';

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
  // The platform reads and the search functions pass the tenant policy by policies of their own,
  // never by bypassing row-level security altogether.
  for (const name of [PLATFORM_ROLE_NAME, SEARCH_ROLE_NAME]) {
    const other = await db.owner.execute<{ rolsuper: boolean; rolbypassrls: boolean }>(
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${name}`,
    );
    const otherRow = other.rows[0];
    if (!otherRow) problems.push(`role ${name} does not exist`);
    else if (otherRow.rolsuper || otherRow.rolbypassrls) problems.push(`role ${name} can bypass row-level security`);
  }

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
  return result.rows.map((r) => ({
    name: r.name,
    rlsEnabled: r.enabled,
    rlsForced: r.forced,
    policyCount: Number(r.policies),
  }));
}

/**
 * What the role that requests log in as could do beyond yim_app. A superuser or the tables'
 * owner could switch back to itself (`set_config('role', …)`) or past FORCE'd policies from any
 * SQL inside a request; a member of another role could become it. PGlite always connects as its
 * superuser: the wall against SQL inside a request needs PostgreSQL (README).
 */
export async function findConnectionProblems(db: Database): Promise<SecurityProblem[]> {
  const result = await db.run({}, (tx) =>
    tx.execute<{ name: string; superuser: boolean; bypass: boolean; owns: boolean; others: string[] }>(sql`
    select r.rolname as name, r.rolsuper as superuser, r.rolbypassrls as bypass,
           exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                   where n.nspname = 'public' and c.relowner = r.oid) as owns,
           array(select m.rolname::text from pg_roles m
                 where m.oid <> r.oid and m.rolname <> ${APP_ROLE_NAME} and pg_has_role(r.oid, m.oid, 'MEMBER')
                 order by m.rolname) as others
    from pg_roles r where r.rolname = session_user`),
  );
  const row = result.rows[0];
  if (!row) return ['the connecting role is not visible in pg_roles'];
  if (row.superuser) {
    return [
      db.kind === 'pglite'
        ? `requests connect as ${row.name}, PGlite's superuser (the embedded database has no other login)`
        : `requests connect as ${row.name}, a superuser`,
    ];
  }
  const problems: SecurityProblem[] = [];
  if (row.bypass) problems.push(`requests connect as ${row.name}, which can bypass row-level security`);
  if (row.owns) problems.push(`requests connect as ${row.name}, which owns the tables`);
  if (row.others.length > 0)
    problems.push(`requests connect as ${row.name}, which can become ${row.others.join(', ')}`);
  return problems;
}

export async function assertDatabaseSecure(db: Database): Promise<void> {
  const problems = await findSecurityProblems(db);
  if (problems.length > 0) {
    throw new Error(`refusing to start: the database is not safe for tenants:\n- ${problems.join('\n- ')}`);
  }
}
