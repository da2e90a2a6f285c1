import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { EdcOverlay } from './edc-overlay.tsx';
import { EDC_TIMEOUT_EVENT, type EdcOutcome } from './edc-session.ts';

// The overlay of spec access §2/§4 with fake timers and a fake poller that never finishes.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => vi.useRealTimers());

function renderOverlay() {
  const outcomes: EdcOutcome<never>[] = [];
  const signals: AbortSignal[] = [];
  const poll = vi.fn(async (signal: AbortSignal): Promise<{ done: false }> => {
    signals.push(signal);
    return { done: false };
  });
  renderRoutes(
    [{ path: '/', element: <EdcOverlay<never> poll={poll} onEnd={(o) => outcomes.push(o)} amount="1,250" /> }],
    '/',
  );
  return { outcomes, signals, poll };
}

describe('EdcOverlay', () => {
  it('counts down m:ss, takes five minutes from the app’s event, and cancels with the poll aborted', async () => {
    const run = renderOverlay();
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    expect(screen.getByText('ยอดชำระ 1,250 บาท')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:55');
    act(() => {
      window.dispatchEvent(new CustomEvent(EDC_TIMEOUT_EVENT, { detail: { ms: 5 * 60_000 } }));
    });
    expect(screen.getByRole('timer')).toHaveTextContent('4:55');
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(run.outcomes).toEqual([{ kind: 'cancelled' }]);
    expect(run.signals.length).toBeGreaterThan(0);
    expect(run.signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('ends with the print-receipt transaction error', () => {
    const run = renderOverlay();
    fireEvent.click(screen.getByRole('button', { name: 'พิมพ์ใบเสร็จ' }));
    expect(run.outcomes[0]).toMatchObject({
      kind: 'error',
      error: { message: 'Payment process terminated: User requested receipt printing' },
    });
  });

  it('times out after its own minute', async () => {
    const run = renderOverlay();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(run.outcomes).toEqual([{ kind: 'timeout' }]);
    expect(run.signals.every((signal) => signal.aborted)).toBe(true);
  });
});
