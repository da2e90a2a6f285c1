import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reports, type TMailedReport } from '@yim/contract';
import { answer, fail, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { MailedReportsPanel } from './mailed-reports-panel.tsx';

const BRANCH = { clinicUrl: 'yim-demo', branchUrl: 'panel-test' };

const sent: TMailedReport = {
  id: 7,
  report: 'branchIncome',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  lang: 'th',
  to: 'manager@yim.test',
  state: 'sent',
  isRetrying: false,
  requestedAt: '2026-11-27T03:00:00.000Z',
  sentAt: '2026-11-27T03:00:05.000Z',
  fileName: 'branch-income.xlsx',
};

function Panel() {
  return <MailedReportsPanel branch={BRANCH} />;
}

describe('MailedReportsPanel', () => {
  it('says when the list cannot be read, and shows it after a retry', async () => {
    let broken = true;
    mockApi({
      [on(reports.mailedReports, BRANCH)]: () =>
        broken ? fail(500, 'INTERNAL_SERVER_ERROR') : answer(reports.mailedReports, { reports: [sent] }),
    });
    renderRoutes([{ path: '/', Component: Panel }], '/');
    const retry = await screen.findByRole('button', { name: 'ลองอีกครั้ง' }, { timeout: 8_000 });
    expect(screen.getByText('โหลดรายการรายงานที่ส่งทางอีเมลไม่สำเร็จ')).toBeVisible();

    broken = false;
    fireEvent.click(retry);
    expect(await screen.findByText('manager@yim.test')).toBeVisible();
    expect(screen.getByTestId('mailed-state-7')).toHaveTextContent('ส่งแล้ว');
  });

  it('shows nothing to someone who never mailed a report', async () => {
    const calls = mockApi({
      [on(reports.mailedReports, { ...BRANCH, branchUrl: 'none' })]: () =>
        answer(reports.mailedReports, { reports: [] }),
    });
    const view = renderRoutes(
      [{ path: '/', Component: () => <MailedReportsPanel branch={{ ...BRANCH, branchUrl: 'none' }} /> }],
      '/',
    );
    await expect.poll(() => calls.mock.calls.length).toBe(1);
    expect(view.container.querySelector('[data-testid="mailed-reports"]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
