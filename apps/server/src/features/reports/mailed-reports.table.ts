import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailedReportName, ReportLanguage } from '@yim/contract';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';

/**
 * A report someone asked to have e-mailed (spec clinic §7 v2 variants). The request and its
 * render job are written in one transaction; the job renders the workbook and queues the mail in
 * another, recording the mail's job here, so a report is mailed once even when a worker dies
 * between the two. Its state is read from the two jobs (mailed-reports.repo.ts).
 */
export const mailedReports = pgTable(
  'mailed_reports',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    report: text('report').$type<MailedReportName>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** personalIncome: whose income (the requester's own unless they read branch reports). */
    doctorUid: uuid('doctor_uid').references(() => users.id),
    lang: text('lang').$type<ReportLanguage>().notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    /** The requester's account address when they asked: where the report goes. */
    toEmail: text('to_email').notNull(),
    /** Set in the creating transaction, right after the row (the job's payload names the row). */
    renderJobId: bigint('render_job_id', { mode: 'number' }),
    mailJobId: bigint('mail_job_id', { mode: 'number' }),
    fileName: text('file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The screen's list: the requester's newest in the branch; the busy check counts the same rows.
    index('mailed_reports_requester_idx').on(t.clinicId, t.branchId, t.requestedBy, t.createdAt),
    index('mailed_reports_branch_idx').on(t.branchId),
    index('mailed_reports_doctor_idx').on(t.doctorUid),
    index('mailed_reports_requested_by_idx').on(t.requestedBy),
    check('mailed_reports_report_check', sql`${t.report} in ('branchIncome', 'personalIncome')`),
    check('mailed_reports_lang_check', sql`${t.lang} in ('th', 'en')`),
    check('mailed_reports_range_check', sql`${t.startDate} <= ${t.endDate}`),
    check('mailed_reports_doctor_check', sql`(${t.report} = 'personalIncome') = (${t.doctorUid} is not null)`),
    ...tenantPolicy('mailed_reports', t.clinicId),
  ],
);
