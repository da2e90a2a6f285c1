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
