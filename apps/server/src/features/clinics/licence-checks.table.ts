import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { branchMembers, branches, clinics } from './clinics.table.ts';

/**
 * Each check of a member's licence against the dental council's registry (POST
 * /api/user/tdc/verify/{c}/{b}): recorded on the branch member, newest last, so the staff page
 * can show when it was last verified and what the registry said. The clinic's own record: another
 * clinic checking the same dentist keeps its own.
 */
export const licenceChecks = pgTable(
  'licence_checks',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchMemberId: integer('branch_member_id')
      .notNull()
      .references(() => branchMembers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    licenceNo: text('licence_no').notNull(),
    /** valid, suspended or not_found (contract LICENCE_STATUSES). */
    status: text('status').notNull(),
    holderNameTh: text('holder_name_th'),
    holderNameEn: text('holder_name_en'),
    nameMatches: boolean('name_matches').notNull(),
    /** The answer came from the sandbox registry. */
    sandbox: boolean('sandbox').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    checkedBy: uuid('checked_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index('licence_checks_member_idx').on(t.branchMemberId, t.id),
    index('licence_checks_branch_idx').on(t.clinicId, t.branchId),
    index('licence_checks_user_idx').on(t.userId),
    index('licence_checks_checked_by_idx').on(t.checkedBy),
    ...tenantPolicy('licence_checks', t.clinicId),
  ],
);
