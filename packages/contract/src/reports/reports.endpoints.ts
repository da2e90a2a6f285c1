import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import {
  ZBranchDoctorIncomeReport,
  ZBranchReceiptReport,
  ZOverdueReport,
  ZPatientReceiptItemReport,
  ZPatientReceiptReport,
  ZPatientReportQuery,
  ZPersonalIncomeQuery,
  ZPersonalIncomeReport,
  ZReceiptItemReport,
  ZReceiptPaymentQuery,
  ZReceiptPaymentReport,
  ZReportRangeQuery,
} from './reports.schemas.ts';
import {
  ZAnalysisItemQuery,
  ZAnalysisItemReport,
  ZPatientAnalyticsQuery,
  ZPatientAnalyticsReport,
  ZRecommendations,
  ZRecommendationsBody,
} from './analysis-reports.schemas.ts';
import { ZMailBranchIncome, ZMailedReport, ZMailedReportList, ZMailPersonalIncome } from './mailed-reports.schemas.ts';

// Reports of spec clinic §7 (docs/wire.md): GET /api/report/{name}/{c}/{b}. The branch's
// figures are reportBranch's (no doctor: the route guard lets one open the page, the API says
// 403); a doctor's own income is reportPersonal's.

const ZBranchParams = z.object({ clinicUrl: z.string(), branchUrl: z.string() });
const BRANCH_REPORT = { kind: 'branch', area: 'reportBranch' } as const;

export const branchReceipt = defineEndpoint({
  id: 'reports.branchReceipt',
  method: 'GET',
  path: '/api/report/branchReceipt/:clinicUrl/:branchUrl',
  access: BRANCH_REPORT,
  params: ZBranchParams,
  query: ZReportRangeQuery,
  response: ZBranchReceiptReport,
});

export const branchDoctorIncome = defineEndpoint({
  id: 'reports.branchDoctorIncome',
  method: 'GET',
  path: '/api/report/branchDoctorIncome/:clinicUrl/:branchUrl',
  access: BRANCH_REPORT,
  params: ZBranchParams,
  query: ZReportRangeQuery,
  response: ZBranchDoctorIncomeReport,
});

export const receiptItem = defineEndpoint({
  id: 'reports.receiptItem',
  method: 'GET',
  path: '/api/report/receiptItem/:clinicUrl/:branchUrl',
  access: BRANCH_REPORT,
  params: ZBranchParams,
  query: ZReportRangeQuery,
  response: ZReceiptItemReport,
});

export const receiptPayment = defineEndpoint({
  id: 'reports.receiptPayment',
  method: 'GET',
  path: '/api/report/receiptPayment/:clinicUrl/:branchUrl',
  access: BRANCH_REPORT,
  params: ZBranchParams,
  query: ZReceiptPaymentQuery,
  response: ZReceiptPaymentReport,
});

export const branchReceiptItemOverdue = defineEndpoint({
  id: 'reports.branchReceiptItemOverdue',
  method: 'GET',
  path: '/api/report/branchReceiptItemOverdue/:clinicUrl/:branchUrl',
  access: BRANCH_REPORT,
  params: ZBranchParams,
  query: ZReportRangeQuery,
  response: ZOverdueReport,
});

export const patientReceiptItem = defineEndpoint({
  id: 'reports.patientReceiptItem',
  method: 'GET',
  path: '/api/report/patientReceiptItem/:clinicUrl/:branchUrl',
  access: BRANCH_REPORT,
  params: ZBranchParams,
  query: ZPatientReportQuery,
  response: ZPatientReceiptItemReport,
});

export const patientReceipt = defineEndpoint({
  id: 'reports.patientReceipt',
  method: 'GET',
  path: '/api/report/patientReceipt/:clinicUrl/:branchUrl',
  access: BRANCH_REPORT,
  params: ZBranchParams,
  query: ZPatientReportQuery,
  response: ZPatientReceiptReport,
});

/** A doctor's own income; those who read branch reports may name any doctor (doctorUid). */
export const personalIncome = defineEndpoint({
  id: 'reports.personalIncome',
  method: 'GET',
  path: '/api/report/personalIncome/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'reportPersonal' },
  params: ZBranchParams,
  query: ZPersonalIncomeQuery,
  response: ZPersonalIncomeReport,
});

// The e-mailed reports (spec §7 "v2 variants"): queued, rendered by a job, mailed to the
// requester's own address (mailed-reports.schemas.ts).

/** Mails the branch report's workbook (the screen's sheets) to the caller. */
export const mailBranchIncome = defineEndpoint({
  id: 'reports.mailBranchIncome',
  method: 'POST',
  path: '/api/report/v2/branchIncome/:clinicUrl/:branchUrl',
  access: BRANCH_REPORT,
  params: ZBranchParams,
  body: ZMailBranchIncome,
  response: ZMailedReport,
});

/** Mails a doctor's income workbook to the caller (the caller's own, or a doctor's as personalIncome allows). */
export const mailPersonalIncome = defineEndpoint({
  id: 'reports.mailPersonalIncome',
  method: 'POST',
  path: '/api/report/v2/personalIncome/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'reportPersonal' },
  params: ZBranchParams,
  body: ZMailPersonalIncome,
  response: ZMailedReport,
});

/** The caller's newest e-mailed reports in the branch, with their delivery. */
export const mailedReports = defineEndpoint({
  id: 'reports.mailedReports',
  method: 'GET',
  path: '/api/report/v2/mailed/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'reportPersonal' },
  params: ZBranchParams,
  response: ZMailedReportList,
});

// AI analysis reports (spec clinic §2 analysis/branch and analysis/patient: manager, head counter).
const ANALYSIS_REPORT = { kind: 'branch', area: 'aiAnalysis' } as const;

/** The branch's stored analyses of the range: findings per condition, per period, per doctor; bands. */
export const analysisItem = defineEndpoint({
  id: 'reports.analysisItem',
  method: 'GET',
  path: '/api/report/analysisItem/:clinicUrl/:branchUrl',
  access: ANALYSIS_REPORT,
  params: ZBranchParams,
  query: ZAnalysisItemQuery,
  response: ZAnalysisItemReport,
});

/** One patient's stored analyses of the range, across the clinic's branches, oldest first. */
export const patientAnalytics = defineEndpoint({
  id: 'reports.patientAnalytics',
  method: 'GET',
  path: '/api/report/patientAnalytics/:clinicUrl/:branchUrl',
  access: ANALYSIS_REPORT,
  params: ZBranchParams,
  query: ZPatientAnalyticsQuery,
  response: ZPatientAnalyticsReport,
});

/** Rules over the stored analyses (POST, as the spec lists it): the branch's, or one patient's. */
export const recommendations = defineEndpoint({
  id: 'reports.recommendations',
  method: 'POST',
  path: '/api/report/recommendations/:clinicUrl/:branchUrl',
  access: ANALYSIS_REPORT,
  params: ZBranchParams,
  body: ZRecommendationsBody,
  response: ZRecommendations,
});
