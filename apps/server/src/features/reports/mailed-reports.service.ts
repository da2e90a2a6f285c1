import {
  MAILED_REPORTS_LISTED,
  MAILED_REPORTS_PENDING_MAX,
  type TMailBranchIncome,
  type TMailedReport,
  type TMailPersonalIncome,
} from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';
import {
  accountEmail,
  countPendingMailedReports,
  findMailedReport,
  insertMailedReport,
  listMailedReports,
  lockRequester,
  recordRenderJob,
} from './mailed-reports.repo.ts';
import { personalIncomeDoctor, type Caller } from './personal-income.service.ts';
import type { BranchIds } from './report-scope.repo.ts';

/** Renders one requested report and queues its mail (render-mailed-report.service.ts). */
export const RENDER_MAILED_REPORT_JOB = 'reports.renderMailedReport';
/** A render that fails three times is a bug, not a passing outage: give up and show it. */
const RENDER_ATTEMPTS = 3;

export type MailedReportRequest =
  { report: 'branchIncome'; body: TMailBranchIncome } | { report: 'personalIncome'; body: TMailPersonalIncome };

/**
 * POST v2 branchIncome / personalIncome: checks what the GET of the same report would, queues
 * the render in this transaction and answers the request with its state. A personal report of
 * another doctor is refused here exactly as on the screen.
 */
export async function requestMailedReport(
  tx: Tx,
  scope: BranchIds,
  caller: Caller,
  { report, body }: MailedReportRequest,
): Promise<TMailedReport> {
  const doctorUid =
    report === 'personalIncome' ? (await personalIncomeDoctor(tx, scope, caller, body.doctorUid)).doctorUid : null;
  await lockRequester(tx, scope, caller.userId);
  if ((await countPendingMailedReports(tx, scope, caller.userId)) >= MAILED_REPORTS_PENDING_MAX) {
    throw new AppError('REPORT-MAIL-BUSY');
  }
  const toEmail = await accountEmail(tx, caller.userId);
  const request = { report, startDate: body.startDate, endDate: body.endDate, doctorUid, lang: body.lang };
  const id = await insertMailedReport(tx, { ...scope, ...request, requestedBy: caller.userId, toEmail });
  const jobId = await enqueueJob(
    tx,
    RENDER_MAILED_REPORT_JOB,
    { clinicId: scope.clinicId, id },
    { maxAttempts: RENDER_ATTEMPTS },
  );
  await recordRenderJob(tx, id, jobId);
  // The clinic's money leaves the system by mail: who sent which figures where is kept.
  await writeAudit(tx, scope, caller.userId, {
    entity: 'mailed_report',
    entityId: id,
    action: 'create',
    after: { ...request, to: toEmail },
  });
  const created = await findMailedReport(tx, id);
  if (!created) throw new Error(`mailed report ${id} vanished`);
  return created;
}

/** GET v2 mailed: the caller's newest requests in the branch. */
export async function mailedReportsOf(tx: Tx, scope: BranchIds, userId: string) {
  return { reports: await listMailedReports(tx, scope, userId, MAILED_REPORTS_LISTED) };
}
