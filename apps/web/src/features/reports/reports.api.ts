import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { reports, type MailedReportName, type ReportLanguage } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';
import type { DayRange } from '../../ui/date-shortcuts.ts';

export type BranchRef = { clinicUrl: string; branchUrl: string };

const reportKey = (branch: BranchRef, name: string, range: DayRange, extra: object = {}) =>
  ['reports', branch.clinicUrl, branch.branchUrl, name, range.from, range.to, extra] as const;

const rangeQuery = (range: DayRange) => ({ startDate: range.from, endDate: range.to });

/** The branch report screen's figures: income per day, per doctor, per method, per treatment; what is still owed. */
export function branchReportQueries(branch: BranchRef, range: DayRange) {
  const query = rangeQuery(range);
  return {
    receipts: queryOptions({
      queryKey: reportKey(branch, 'branchReceipt', range),
      queryFn: ({ signal }) => callApi(reports.branchReceipt, { params: branch, query, signal }),
      placeholderData: keepPreviousData,
    }),
    doctors: queryOptions({
      queryKey: reportKey(branch, 'branchDoctorIncome', range),
      queryFn: ({ signal }) => callApi(reports.branchDoctorIncome, { params: branch, query, signal }),
      placeholderData: keepPreviousData,
    }),
    payments: queryOptions({
      queryKey: reportKey(branch, 'receiptPayment', range),
      queryFn: ({ signal }) =>
        callApi(reports.receiptPayment, { params: branch, query: { ...query, groupBy: 'day' }, signal }),
      placeholderData: keepPreviousData,
    }),
    items: queryOptions({
      queryKey: reportKey(branch, 'receiptItem', range),
      queryFn: ({ signal }) => callApi(reports.receiptItem, { params: branch, query, signal }),
      placeholderData: keepPreviousData,
    }),
    overdue: queryOptions({
      queryKey: reportKey(branch, 'branchReceiptItemOverdue', range),
      queryFn: ({ signal }) => callApi(reports.branchReceiptItemOverdue, { params: branch, query, signal }),
      placeholderData: keepPreviousData,
    }),
  };
}

/** A doctor's income: the caller's own, or `doctorUid`'s for those who read branch reports. */
export function personalIncomeQuery(branch: BranchRef, range: DayRange, doctorUid: string | null = null) {
  const query = { ...rangeQuery(range), ...(doctorUid ? { doctorUid } : {}) };
  return queryOptions({
    queryKey: reportKey(branch, 'personalIncome', range, { doctorUid }),
    queryFn: ({ signal }) => callApi(reports.personalIncome, { params: branch, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The caller's e-mailed reports in the branch; polled while one is still on its way. */
export function mailedReportsQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: ['reports', branch.clinicUrl, branch.branchUrl, 'mailed'] as const,
    queryFn: ({ signal }) => callApi(reports.mailedReports, { params: branch, signal }),
    refetchInterval: (query) =>
      query.state.data?.reports.some((r) => r.state === 'queued' || r.state === 'sending') ? 3000 : false,
  });
}

export type MailReportInput = {
  report: MailedReportName;
  range: DayRange;
  lang: ReportLanguage;
  /** personalIncome of another doctor (those who read branch reports). */
  doctorUid?: string | null;
};

export function mailReport(branch: BranchRef, { report, range, lang, doctorUid }: MailReportInput) {
  const body = { ...rangeQuery(range), lang };
  return report === 'branchIncome'
    ? callApi(reports.mailBranchIncome, { params: branch, body })
    : callApi(reports.mailPersonalIncome, { params: branch, body: { ...body, ...(doctorUid ? { doctorUid } : {}) } });
}

/** analysis/branch: the branch's stored AI analyses of the range (manager, head counter), and the rules' advice. */
export function analysisBranchQueries(branch: BranchRef, range: DayRange, groupBy: 'day' | 'month') {
  const query = rangeQuery(range);
  return {
    items: queryOptions({
      queryKey: reportKey(branch, 'analysisItem', range, { groupBy }),
      queryFn: ({ signal }) => callApi(reports.analysisItem, { params: branch, query: { ...query, groupBy }, signal }),
      placeholderData: keepPreviousData,
    }),
    advice: queryOptions({
      queryKey: reportKey(branch, 'recommendations', range),
      queryFn: ({ signal }) => callApi(reports.recommendations, { params: branch, body: query, signal }),
      placeholderData: keepPreviousData,
    }),
  };
}

/** analysis/patient: one patient's stored analyses of the range, and the rules' advice for them. */
export function analysisPatientQueries(branch: BranchRef, range: DayRange, patientId: number) {
  const query = { ...rangeQuery(range), patientId };
  return {
    analytics: queryOptions({
      queryKey: reportKey(branch, 'patientAnalytics', range, { patientId }),
      queryFn: ({ signal }) => callApi(reports.patientAnalytics, { params: branch, query, signal }),
      placeholderData: keepPreviousData,
    }),
    advice: queryOptions({
      queryKey: reportKey(branch, 'recommendations', range, { patientId }),
      queryFn: ({ signal }) => callApi(reports.recommendations, { params: branch, body: query, signal }),
      placeholderData: keepPreviousData,
    }),
  };
}
