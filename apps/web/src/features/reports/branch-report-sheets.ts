import type {
  TBranchDoctorIncomeReport,
  TBranchReceiptReport,
  TReceiptItemReport,
  TReceiptPaymentReport,
} from '@yim/contract';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/format.ts';
import type { ReportSheet } from './report-export.ts';

export type BranchReportData = {
  receipts: TBranchReceiptReport;
  doctors: TBranchDoctorIncomeReport;
  payments: TReceiptPaymentReport;
  items: TReceiptItemReport;
};

/** The branch report as sheets: summary, per day (with its total row), doctors, methods, treatments. */
export function branchReportSheets(data: BranchReportData, t: TFunction<'reports'>): ReportSheet[] {
  const { totals } = data.receipts;
  return [
    {
      name: t('sheet.summary'),
      header: [t('column.item'), t('column.value')],
      rows: [
        [t('column.date'), `${formatDate(data.receipts.range.startDate)} – ${formatDate(data.receipts.range.endDate)}`],
        [t('column.receipts'), totals.receiptCount],
        [t('summary.paid'), totals.paid],
        [t('summary.labCost'), totals.labCost],
        [t('summary.net'), totals.net],
        [t('summary.overdue'), totals.overdue],
      ],
      moneyColumns: [],
    },
    {
      name: t('sheet.days'),
      header: [t('column.date'), t('column.receipts'), t('column.paid'), t('column.labCost')],
      rows: [
        ...data.receipts.days.map((d) => [formatDate(d.date), d.receiptCount, d.paid, d.labCost]),
        [t('total'), totals.receiptCount, totals.paid, totals.labCost],
      ],
      moneyColumns: [2, 3],
    },
    {
      name: t('sheet.doctors'),
      header: [
        t('column.doctor'),
        t('column.receipts'),
        t('column.lines'),
        t('column.paid'),
        t('column.feeShare'),
        t('column.fee'),
      ],
      rows: [
        ...data.doctors.doctors.map((d) => [
          d.doctorName,
          d.receiptCount,
          d.lineCount,
          d.paid,
          d.feeSharePercent ?? '',
          d.fee,
        ]),
        [t('total'), '', '', data.doctors.totals.paid, '', data.doctors.totals.fee],
      ],
      moneyColumns: [3, 5],
    },
    {
      name: t('sheet.methods'),
      header: [t('column.method'), t('column.count'), t('column.paid')],
      rows: [...data.payments.methods.map((m) => [m.name, m.count, m.amount]), [t('total'), '', data.payments.total]],
      moneyColumns: [2],
    },
    {
      name: t('sheet.items'),
      header: [t('column.name'), t('column.quantity'), t('column.lines'), t('column.paid')],
      rows: [
        ...data.items.items.map((i) => [i.name, i.quantity, i.lineCount, i.paid]),
        [t('total'), '', '', data.items.totals.paid],
      ],
      moneyColumns: [3],
    },
  ];
}
