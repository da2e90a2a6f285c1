import { sql, type SQL } from 'drizzle-orm';
import { pgPolicy, pgRole, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The non-superuser role every request runs as (SET LOCAL ROLE), created by migration 0000. */
export const APP_ROLE_NAME = 'yim_app';
export const appRole = pgRole(APP_ROLE_NAME).existing();

/**
 * The role of the audited super-administrator reads across clinics (migration 0006). Only the
 * owner's connections can become it: the role requests log in as is a member of yim_app alone,
 * so no SQL inside a request can switch to it.
 */
export const PLATFORM_ROLE_NAME = 'yim_platform';
export const platformRole = pgRole(PLATFORM_ROLE_NAME).existing();

/**
 * The owner of the trigram search functions (migration 0020), which nothing logs in as or
 * switches to. PostgreSQL does not let an index evaluate a function that is not leakproof (LIKE
 * is not) before a policy's condition, so under yim_app's policy a `search_text LIKE '%…%'` reads
 * the whole clinic; a security-definer function owned by this role, whose read policy is `true`,
 * finds the matching ids through the index and keeps the tenant condition in its own body.
 */
export const SEARCH_ROLE_NAME = 'yim_search';
export const searchRole = pgRole(SEARCH_ROLE_NAME).existing();

/** The clinic of the current transaction; NULL when unset, which matches no row. */
export const currentClinicId = sql`nullif(current_setting('app.clinic_id', true), '')::integer`;
export const currentUserId = sql`nullif(current_setting('app.user_id', true), '')::uuid`;

/**
 * The policy every tenant table carries: rows of the transaction's clinic only, for reads and
 * writes alike, plus read access for the platform role of the audited super-administrator reads
 * (a role, not a setting: a setting is something any SQL of the transaction could change).
 */
export function tenantPolicy(table: string, clinicId: AnyPgColumn) {
  const own: SQL = sql`${clinicId} = ${currentClinicId}`;
  return [
    pgPolicy(`${table}_tenant_isolation`, { for: 'all', to: appRole, using: own, withCheck: own }),
    pgPolicy(`${table}_platform_read`, { for: 'select', to: platformRole, using: sql`true` }),
  ];
}

/**
 * Read access for the owner of a table's search function (see `searchRole`); the function
 * itself keeps to the transaction's clinic.
 */
export function searchFunctionPolicy(table: string) {
  return pgPolicy(`${table}_search_function_read`, { for: 'select', to: searchRole, using: sql`true` });
}
