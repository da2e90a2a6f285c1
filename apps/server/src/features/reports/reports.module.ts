import type { AppFeature } from '../../app-deps.ts';
import { renderMailedReportJob } from './render-mailed-report.service.ts';
import { RENDER_MAILED_REPORT_JOB } from './mailed-reports.service.ts';
import { registerReportsRoutes } from './reports.routes.ts';

/**
 * Income reports (issue 18): the branch's and a doctor's figures, summed in the database from
 * the receipts feature's tables, with the lab feature's costs beside them; and the same
 * figures e-mailed as a workbook by a job.
 */
export const reportsModule: AppFeature = {
  name: 'reports',
  routes: (routes) => registerReportsRoutes(routes),
  jobHandlers: ({ db }) => ({ [RENDER_MAILED_REPORT_JOB]: renderMailedReportJob(db) }),
};
