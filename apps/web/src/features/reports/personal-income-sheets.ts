import type { TPersonalIncomeReport } from '@yim/contract';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/format.ts';
import type { ReportSheet } from './report-export.ts';

/** A doctor's income as sheets: summary with the fee, per day, per treatment. */
export function personalIncomeSheets(data: TPersonalIncomeReport, t: TFunction<'reports'>): ReportSheet[] {
  const { doctor } = data;
  return [
    {
      name: t('sheet.summary'),
      header: [t('column.item'), t('column.value')],
      rows: [
        [t('column.doctor'), doctor.doctorName],
        [t('column.date'), `${formatDate(data.range.startDate)} – ${formatDate(data.range.endDate)}`],
        [t('summary.paid'), doctor.paid],
        [t('column.feeShare'), doctor.feeSharePercent ?? ''],
        [t('summary.fee'), doctor.fee],
      ],
      moneyColumns: [],
    },
    {
      name: t('sheet.days'),
      header: [t('column.date'), t('column.lines'), t('column.paid')],
      rows: [
        ...data.days.map((d) => [formatDate(d.date), d.lineCount, d.paid]),
        [t('total'), doctor.lineCount, doctor.paid],
      ],
      moneyColumns: [2],
    },
    {
      name: t('sheet.items'),
      header: [t('column.name'), t('column.quantity'), t('column.lines'), t('column.paid')],
      rows: [...data.items.map((i) => [i.name, i.quantity, i.lineCount, i.paid]), [t('total'), '', '', doctor.paid]],
      moneyColumns: [3],
    },
  ];
}
