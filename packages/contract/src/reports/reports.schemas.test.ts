import { describe, expect, it } from 'vitest';
import { ZReceiptPaymentQuery, ZReportRangeQuery, reportRangeDays } from './reports.schemas.ts';

describe('report ranges', () => {
  it('counts both ends', () => {
    expect(reportRangeDays('2026-10-01', '2026-10-01')).toBe(1);
    expect(reportRangeDays('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('takes a year and a day at most, in order, real days only', () => {
    expect(ZReportRangeQuery.safeParse({ startDate: '2027-11-27', endDate: '2028-11-26' }).success).toBe(true);
    expect(ZReportRangeQuery.safeParse({ startDate: '2025-01-01', endDate: '2026-01-02' }).success).toBe(false);
    expect(ZReportRangeQuery.safeParse({ startDate: '2026-10-02', endDate: '2026-10-01' }).success).toBe(false);
    expect(ZReportRangeQuery.safeParse({ startDate: '2026-02-30', endDate: '2026-03-01' }).success).toBe(false);
  });

  it('groups receipt payments by day unless told', () => {
    expect(ZReceiptPaymentQuery.parse({ startDate: '2026-10-01', endDate: '2026-10-31' }).groupBy).toBe('day');
  });
});
