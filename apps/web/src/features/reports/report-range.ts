import { REPORT_MAX_DAYS, reportRangeDays } from '@yim/contract';
import type { DayRange } from '../../ui/date-shortcuts.ts';

/** Whether the filter's range can be asked for: both days, in order, at most the contract's year. */
export function isReportRange(range: DayRange): boolean {
  return (
    range.from !== '' &&
    range.to !== '' &&
    range.from <= range.to &&
    reportRangeDays(range.from, range.to) <= REPORT_MAX_DAYS
  );
}
