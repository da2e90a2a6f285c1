import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { clinics } from '../clinics/clinics.table.ts';

/**
 * A counter per clinic that every change to what a calendar shows moves on: an appointment
 * written, a patient's name, DN or phone changed, a planned treatment renamed. Triggers of
 * migration 0026 move it, in the writer's transaction, so no write path can forget it; the
 * calendar answers (calendar-answers.service.ts, ADR 0015) keys its answers on it.
 * One row per clinic, not per branch: every writer then takes the same single row lock, which
 * cannot deadlock, at the price of a change at one branch invalidating its sister branches too.
 */
export const calendarVersions = pgTable(
  'calendar_versions',
  {
    clinicId: integer('clinic_id')
      .primaryKey()
      .references(() => clinics.id),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [...tenantPolicy('calendar_versions', t.clinicId)],
);
