import type { TMailedReport } from './mailed-reports.schemas.ts';
import type {
  TBranchDoctorIncomeReport,
  TOverdueReport,
  TBranchReceiptReport,
  TPersonalIncomeReport,
  TReceiptItemReport,
  TReceiptPaymentReport,
} from './reports.schemas.ts';

/**
 * A report as a table of sheets: the one layout the screen's CSV, XLSX and print and the
 * e-mailed workbook are made from, so all of them say the same. Money stays a number (baht), so
 * a spreadsheet can add it up. The words come from the caller (the web app's locale files, the
 * server's mail texts): the layout is shared, the languages are each side's.
 */
export type ReportCell = string | number;
export type ReportSheet = {
  name: string;
  header: string[];
  rows: ReportCell[][];
  moneyColumns: number[];
  /** Its last row is the total (every sheet but the summary): shown in bold. */
  hasTotal: boolean;
};

export const REPORT_SHEET_LABELS = [
  'sheet.summary',
  'sheet.days',
  'sheet.doctors',
  'sheet.methods',
  'sheet.items',
  'sheet.overdue',
  'column.item',
  'column.value',
  'column.date',
  'column.receipts',
  'column.paid',
  'column.labCost',
  'column.doctor',
  'column.lines',
  'column.feeShare',
  'column.fee',
  'column.method',
  'column.count',
  'column.name',
  'column.quantity',
  'column.receiptNo',
  'column.patient',
  'column.remained',
  'summary.paid',
  'summary.labCost',
  'summary.net',
  'summary.overdue',
  'summary.fee',
  'total',
] as const;
export type ReportSheetLabel = (typeof REPORT_SHEET_LABELS)[number];

export type ReportSheetWords = {
  label(key: ReportSheetLabel): string;
  /** A YYYY-MM-DD day as the reader writes dates (Buddhist era in Thai). */
  date(day: string): string;
};

export type BranchReportData = {
  receipts: TBranchReceiptReport;
  doctors: TBranchDoctorIncomeReport;
  payments: TReceiptPaymentReport;
  items: TReceiptItemReport;
  overdue: TOverdueReport;
};

const rangeText = (range: { startDate: string; endDate: string }, w: ReportSheetWords) =>
  `${w.date(range.startDate)} – ${w.date(range.endDate)}`;

/** The branch report: summary, per day (with its total row), doctors, methods, treatments, still owed. */
export function branchReportSheets(data: BranchReportData, w: ReportSheetWords): ReportSheet[] {
  const { totals } = data.receipts;
  const l = w.label;
  return [
    {
      name: l('sheet.summary'),
      header: [l('column.item'), l('column.value')],
      rows: [
        [l('column.date'), rangeText(data.receipts.range, w)],
        [l('column.receipts'), totals.receiptCount],
        [l('summary.paid'), totals.paid],
        [l('summary.labCost'), totals.labCost],
        [l('summary.net'), totals.net],
        [l('summary.overdue'), totals.overdue],
      ],
      moneyColumns: [],
      hasTotal: false,
    },
    {
      name: l('sheet.days'),
      header: [l('column.date'), l('column.receipts'), l('column.paid'), l('column.labCost')],
      rows: [
        ...data.receipts.days.map((d) => [w.date(d.date), d.receiptCount, d.paid, d.labCost]),
        [l('total'), totals.receiptCount, totals.paid, totals.labCost],
      ],
      moneyColumns: [2, 3],
      hasTotal: true,
    },
    {
      name: l('sheet.doctors'),
      header: [
        l('column.doctor'),
        l('column.receipts'),
        l('column.lines'),
        l('column.paid'),
        l('column.feeShare'),
        l('column.fee'),
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
        [l('total'), '', '', data.doctors.totals.paid, '', data.doctors.totals.fee],
      ],
      moneyColumns: [3, 5],
      hasTotal: true,
    },
    {
      name: l('sheet.methods'),
      header: [l('column.method'), l('column.count'), l('column.paid')],
      rows: [...data.payments.methods.map((m) => [m.name, m.count, m.amount]), [l('total'), '', data.payments.total]],
      moneyColumns: [2],
      hasTotal: true,
    },
    {
      name: l('sheet.items'),
      header: [l('column.name'), l('column.quantity'), l('column.lines'), l('column.paid')],
      rows: [
        ...data.items.items.map((i) => [i.name, i.quantity, i.lineCount, i.paid]),
        [l('total'), '', '', data.items.totals.paid],
      ],
      moneyColumns: [3],
      hasTotal: true,
    },
    {
      name: l('sheet.overdue'),
      header: [
        l('column.receiptNo'),
        l('column.date'),
        l('column.patient'),
        l('column.name'),
        l('column.doctor'),
        l('column.remained'),
      ],
      rows: [
        ...data.overdue.lines.map((line) => [
          line.receiptNo,
          w.date(line.receiptDate),
          line.patientName,
          line.name,
          line.doctorName,
          line.remained,
        ]),
        [l('total'), '', '', '', '', data.overdue.totals.remained],
      ],
      moneyColumns: [5],
      hasTotal: true,
    },
  ];
}

/** A doctor's income: summary with the fee, per day, per treatment. */
export function personalIncomeSheets(data: TPersonalIncomeReport, w: ReportSheetWords): ReportSheet[] {
  const { doctor } = data;
  const l = w.label;
  return [
    {
      name: l('sheet.summary'),
      header: [l('column.item'), l('column.value')],
      rows: [
        [l('column.doctor'), doctor.doctorName],
        [l('column.date'), rangeText(data.range, w)],
        [l('summary.paid'), doctor.paid],
        [l('column.feeShare'), doctor.feeSharePercent ?? ''],
        [l('summary.fee'), doctor.fee],
      ],
      moneyColumns: [],
      hasTotal: false,
    },
    {
      name: l('sheet.days'),
      header: [l('column.date'), l('column.lines'), l('column.paid')],
      rows: [
        ...data.days.map((d) => [w.date(d.date), d.lineCount, d.paid]),
        [l('total'), doctor.lineCount, doctor.paid],
      ],
      moneyColumns: [2],
      hasTotal: true,
    },
    {
      name: l('sheet.items'),
      header: [l('column.name'), l('column.quantity'), l('column.lines'), l('column.paid')],
      rows: [...data.items.map((i) => [i.name, i.quantity, i.lineCount, i.paid]), [l('total'), '', '', doctor.paid]],
      moneyColumns: [3],
      hasTotal: true,
    },
  ];
}

/** The attachment's name: the report and its range, safe in every mail client. */
export function mailedReportFileName(report: Pick<TMailedReport, 'report' | 'startDate' | 'endDate'>): string {
  return `yim-${report.report}-${report.startDate}-${report.endDate}.xlsx`;
}
