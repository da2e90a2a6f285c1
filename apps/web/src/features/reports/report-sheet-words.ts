import type { ReportSheetWords } from '@yim/contract';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/format.ts';

/** The contract's report layout in the interface language (locales/{th,en}/reports.json). */
export function reportSheetWords(t: TFunction<'reports'>): ReportSheetWords {
  return { label: (key) => t(key), date: (day) => formatDate(day) };
}
