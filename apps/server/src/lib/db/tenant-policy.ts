import { sql, type SQL } from 'drizzle-orm';
import { pgPolicy, pgRole, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The non-superuser role every request runs as (SET LOCAL ROLE), created by migration 0000. */
export const APP_ROLE_NAME = 'yim_app';
export const appRole = pgRole(APP_ROLE_NAME).existing();

/** The clinic of the current transaction; NULL when unset, which matches no row. */
export const currentClinicId = sql`nullif(current_setting('app.clinic_id', true), '')::integer`;
export const currentUserId = sql`nullif(current_setting('app.user_id', true), '')::uuid`;
export const isSuperadminTx = sql`coalesce(current_setting('app.superadmin', true), '') = 'on'`;

/**
 * The policy every tenant table carries: rows of the transaction's clinic only, for reads and
 * writes alike, plus read access for the audited super-administrator repository.
 */
export function tenantPolicy(table: string, clinicId: AnyPgColumn) {
  const own: SQL = sql`${clinicId} = ${currentClinicId}`;
  return [
    pgPolicy(`${table}_tenant_isolation`, { for: 'all', to: appRole, using: own, withCheck: own }),
    pgPolicy(`${table}_superadmin_read`, { for: 'select', to: appRole, using: isSuperadminTx }),
  ];
}
