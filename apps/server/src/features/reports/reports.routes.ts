import { reports } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import {
  branchDoctorIncomeReport,
  branchReceiptReport,
  receiptItemReport,
  receiptPaymentReport,
} from './branch-reports.service.ts';
import { recommendationsReport } from './analysis-recommendations.service.ts';
import { analysisItemReport, patientAnalyticsReport } from './analysis-reports.service.ts';
import { mailedReportsOf, requestMailedReport } from './mailed-reports.service.ts';
import { personalIncomeReport } from './personal-income.service.ts';
import { overdueReport, patientReceiptItemReport, patientReceiptReport } from './receipt-line-reports.service.ts';

/** Reports of spec clinic §7 (/api/report/{name}/{c}/{b}). */
export function registerReportsRoutes(routes: EndpointRegistrar) {
  routes.handle(reports.branchReceipt, ({ tx, branch, query }) => branchReceiptReport(tx, branch, query));
  routes.handle(reports.branchDoctorIncome, ({ tx, branch, query }) => branchDoctorIncomeReport(tx, branch, query));
  routes.handle(reports.receiptItem, ({ tx, branch, query }) => receiptItemReport(tx, branch, query));
  routes.handle(reports.receiptPayment, ({ tx, branch, query }) => receiptPaymentReport(tx, branch, query));
  routes.handle(reports.branchReceiptItemOverdue, ({ tx, branch, query }) => overdueReport(tx, branch, query));
  routes.handle(reports.patientReceiptItem, ({ tx, branch, query }) => patientReceiptItemReport(tx, branch, query));
  routes.handle(reports.patientReceipt, ({ tx, branch, query }) => patientReceiptReport(tx, branch, query));
  routes.handle(reports.personalIncome, ({ tx, branch, user, query }) =>
    personalIncomeReport(tx, branch, { userId: user.id, roleIds: branch.roleIds }, query),
  );
  routes.handle(reports.mailBranchIncome, ({ tx, branch, user, body }) =>
    requestMailedReport(tx, branch, { userId: user.id, roleIds: branch.roleIds }, { report: 'branchIncome', body }),
  );
  routes.handle(reports.mailPersonalIncome, ({ tx, branch, user, body }) =>
    requestMailedReport(tx, branch, { userId: user.id, roleIds: branch.roleIds }, { report: 'personalIncome', body }),
  );
  routes.handle(reports.analysisItem, ({ tx, branch, query }) => analysisItemReport(tx, branch, query));
  routes.handle(reports.patientAnalytics, ({ tx, branch, query }) => patientAnalyticsReport(tx, branch, query));
  routes.handle(reports.recommendations, ({ tx, branch, body }) => recommendationsReport(tx, branch, body));
  routes.handle(reports.mailedReports, ({ tx, branch, user }) => mailedReportsOf(tx, branch, user.id));
}
