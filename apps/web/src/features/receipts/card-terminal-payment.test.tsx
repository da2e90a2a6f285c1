import { act, fireEvent, screen } from '@testing-library/react';
import type { TTerminalSale } from '@yim/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { CardTerminalPayment, type TerminalResult } from './card-terminal-payment.tsx';
import { cancelTerminalSale, readTerminalSale, startTerminalSale } from './receipts.api.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';

// One card line at the terminal (EDC): the overlay's 4 s polls with fake timers, the server's
// calls replaced. Cancel voids on the server; a decline may try again under a new reference; a
// start without an answer is tried again under its own.
vi.mock('./receipts.api.ts', () => ({
  startTerminalSale: vi.fn(),
  readTerminalSale: vi.fn(),
  cancelTerminalSale: vi.fn(),
}));
vi.mock('../../ui/dialog/dialogs.tsx', () => ({
  dialogs: { info: vi.fn(async () => undefined), confirm: vi.fn(async () => false) },
}));

const BRANCH = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const sale = (status: TTerminalSale['status'], extra: Partial<TTerminalSale> = {}): TTerminalSale => ({
  id: 5,
  reference: 'r',
  methodId: 3,
  amount: 540,
  status,
  cancelRequested: false,
  approvalCode: status === 'approved' ? '123456' : null,
  maskedPan: null,
  cardBrand: null,
  responseCode: status === 'declined' ? '51' : null,
  createdAt: '2026-11-27T03:00:00.000Z',
  decidedAt: null,
  receiptId: null,
  ...extra,
});

function renderPayment(props: { reference?: string } = {}) {
  const results: TerminalResult[] = [];
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <CardTerminalPayment
            branch={BRANCH}
            methodId={3}
            satang={54_000}
            {...props}
            onEnd={(result) => results.push(result)}
          />
        ),
      },
    ],
    '/',
  );
  return results;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  vi.mocked(startTerminalSale).mockReset().mockResolvedValue(sale('pending'));
  vi.mocked(readTerminalSale).mockReset().mockResolvedValue(sale('pending'));
  vi.mocked(cancelTerminalSale).mockReset().mockResolvedValue(sale('cancelled'));
  vi.mocked(dialogs.info).mockClear();
  vi.mocked(dialogs.confirm).mockReset().mockResolvedValue(false);
});
afterEach(() => vi.useRealTimers());

describe('CardTerminalPayment', () => {
  it('starts one sale for the amount and ends approved at the first poll that says so', async () => {
    vi.mocked(readTerminalSale).mockResolvedValueOnce(sale('pending')).mockResolvedValue(sale('approved'));
    const results = renderPayment();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('ยอดชำระ 540.00 บาท')).toBeInTheDocument();
    expect(startTerminalSale).toHaveBeenCalledTimes(1);
    expect(vi.mocked(startTerminalSale).mock.calls[0]![1]).toMatchObject({ methodId: 3, amount: 540 });
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(results).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(results).toEqual([{ kind: 'approved', sale: sale('approved') }]);
    expect(cancelTerminalSale).not.toHaveBeenCalled();
  });

  it('cancel voids the sale on the server and ends unpaid', async () => {
    const results = renderPayment();
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(cancelTerminalSale).toHaveBeenCalledWith(BRANCH, 5);
    expect(results).toEqual([{ kind: 'unpaid' }]);
  });

  it('a decline may be tried again under a new reference', async () => {
    vi.mocked(readTerminalSale).mockResolvedValueOnce(sale('declined'));
    vi.mocked(dialogs.confirm).mockResolvedValueOnce(true);
    renderPayment();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(dialogs.confirm).toHaveBeenCalledTimes(1);
    expect(startTerminalSale).toHaveBeenCalledTimes(2);
    const [first, second] = vi.mocked(startTerminalSale).mock.calls.map((call) => call[1].reference);
    expect(second).not.toBe(first);
  });

  it('a start without an answer ends startFailed; the next try reuses its reference', async () => {
    vi.mocked(startTerminalSale).mockRejectedValueOnce(new Error('network'));
    const results = renderPayment();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const reference = vi.mocked(startTerminalSale).mock.calls[0]![1].reference;
    expect(results).toEqual([{ kind: 'startFailed', reference }]);
    renderPayment({ reference });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(vi.mocked(startTerminalSale).mock.calls[1]![1].reference).toBe(reference);
  });
});
