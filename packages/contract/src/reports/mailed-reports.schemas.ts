import { z } from 'zod';
import { ZPersonalIncomeQuery, ZReportRangeQuery } from './reports.schemas.ts';

/**
 * The e-mailed reports (spec clinic §7 "v2 variants for emailed reports"; their shapes are not
 * shown there). A request queues a job that renders the same sheets the screen exports (XLSX)
 * and sends them through the mail outbox to the requester's own account address: a report
 * never goes to an address typed into a form, so money figures cannot be mailed out of the
 * clinic by a mistyped or hostile address. The requester follows its state on the screen.
 */
export const MAILED_REPORTS = ['branchIncome', 'personalIncome'] as const;
export type MailedReportName = (typeof MAILED_REPORTS)[number];

export const REPORT_LANGUAGES = ['th', 'en'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** Not-yet-sent requests one person may have in one branch: more is a runaway click. */
export const MAILED_REPORTS_PENDING_MAX = 3;
/** The requests the screen lists: the caller's newest in the branch. */
export const MAILED_REPORTS_LISTED = 10;

const ZLanguage = z.object({ lang: z.enum(REPORT_LANGUAGES).default('th') });

export const ZMailBranchIncome = ZReportRangeQuery.and(ZLanguage);
export type TMailBranchIncome = z.output<typeof ZMailBranchIncome>;
export const ZMailPersonalIncome = ZPersonalIncomeQuery.and(ZLanguage);
export type TMailPersonalIncome = z.output<typeof ZMailPersonalIncome>;

/**
 * - queued: waiting for the worker to render it (retrying after a failure when isRetrying);
 * - sending: rendered and in the mail outbox, not yet taken by the mail server;
 * - sent: the mail server took it (sentAt);
 * - failed: rendering or delivery was given up after its tries.
 */
export const MAILED_REPORT_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailedReportState = (typeof MAILED_REPORT_STATES)[number];

export const ZMailedReport = z.object({
  id: z.number().int(),
  report: z.enum(MAILED_REPORTS),
  startDate: z.string(),
  endDate: z.string(),
  lang: z.enum(REPORT_LANGUAGES),
  /** The requester's account address at the time of the request. */
  to: z.string(),
  state: z.enum(MAILED_REPORT_STATES),
  /** A try failed and another is due (the mail server did not answer, say). */
  isRetrying: z.boolean(),
  requestedAt: z.string(),
  sentAt: z.string().nullable(),
  /** The attached file's name, once rendered. */
  fileName: z.string().nullable(),
});
export type TMailedReport = z.infer<typeof ZMailedReport>;

export const ZMailedReportList = z.object({ reports: z.array(ZMailedReport) });
export type TMailedReportList = z.infer<typeof ZMailedReportList>;
