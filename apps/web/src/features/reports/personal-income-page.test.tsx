import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reports, type TPersonalIncomeReport } from '@yim/contract';
import { answer, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { PersonalIncomePage } from './personal-income-page.tsx';

const BRANCH = { clinicUrl: 'yim-demo', branchUrl: 'income-test' };

function report(startDate: string, endDate: string, paid: number): TPersonalIncomeReport {
  return {
    range: { startDate, endDate },
    doctor: {
      doctorUid: 'd1',
      doctorName: 'ทพ. ทดสอบ',
      receiptCount: 1,
      lineCount: 1,
      paid,
      feeSharePercent: null,
      fee: 0,
    },
    days: [{ date: startDate, lineCount: 1, paid }],
    items: [],
  };
}

describe('PersonalIncomePage', () => {
  it("offers no export while the last range's figures stand in for the new one's", async () => {
    let releaseLastMonth: () => void = () => undefined;
    let calls = 0;
    mockApi({
      // This month at once; last month only when the test lets it through.
      [on(reports.personalIncome, BRANCH)]: () =>
        calls++ === 0
          ? answer(reports.personalIncome, report('2026-11-01', '2026-11-30', 1_000))
          : new Promise((resolve) => {
              releaseLastMonth = () =>
                resolve(answer(reports.personalIncome, report('2026-10-01', '2026-10-31', 2_000)));
            }),
    });
    renderRoutes([{ path: '/:clinicUrl/:branchUrl', Component: PersonalIncomePage }], '/yim-demo/income-test');
    const exportButton = await screen.findByRole('button', { name: 'ส่งออก Excel' });
    await waitFor(() => expect(exportButton).toBeEnabled(), { timeout: 8_000 });

    fireEvent.click(screen.getByRole('button', { name: 'เดือนที่แล้ว' }));
    // This month's figures are still shown, but not offered under last month's name.
    await waitFor(() => expect(exportButton).toBeDisabled());
    expect(screen.getAllByText('1,000.00')[0]).toBeVisible();

    releaseLastMonth();
    await waitFor(() => expect(exportButton).toBeEnabled());
    expect(screen.getAllByText('2,000.00')[0]).toBeVisible();
    expect(screen.queryByText('1,000.00')).toBeNull();
  });
});
