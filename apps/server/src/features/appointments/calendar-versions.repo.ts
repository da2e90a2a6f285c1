import { sql } from 'drizzle-orm';
import { branchAccessWith } from '../clinics/clinics.repo.ts';
import { calendarVersions } from './calendar-versions.table.ts';

/**
 * The branch's access facts and the clinic's calendar version in one statement: the calendar's
 * list, asked for by every open calendar after each change, spends no round trip on the version.
 */
export const findBranchWithCalendarVersion = branchAccessWith(
  'appointments_branch_access_with_calendar_version',
  (clinicId) =>
    sql`coalesce((select v.version from ${calendarVersions} v where v.clinic_id = ${clinicId}), 0)`.mapWith(Number),
);
