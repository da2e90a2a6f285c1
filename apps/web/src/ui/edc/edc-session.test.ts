import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EDC_APP_TIMEOUT_MS,
  EdcTransactionError,
  formatCountdown,
  PRINT_RECEIPT_MESSAGE,
  startEdcSession,
  type EdcOutcome,
  type EdcPollAnswer,
} from './edc-session.ts';

// The terminal wait with fake timers and a fake poller: each ending aborts the poll in flight.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function fakePoller(answers: (EdcPollAnswer<string> | Error)[]) {
  const signals: AbortSignal[] = [];
  const poll = vi.fn(async (signal: AbortSignal) => {
    signals.push(signal);
    const next = answers.shift() ?? { done: false as const };
    if (next instanceof Error) throw next;
    return next;
  });
  return { poll, signals };
}

function start(answers: (EdcPollAnswer<string> | Error)[], timeoutMs?: number) {
  const { poll, signals } = fakePoller(answers);
  const ticks: number[] = [];
  const outcomes: EdcOutcome<string>[] = [];
  const session = startEdcSession({
    poll,
    onTick: (ms) => ticks.push(ms),
    onEnd: (outcome) => outcomes.push(outcome),
    ...(timeoutMs ? { timeoutMs } : {}),
    now: () => Date.now(),
  });
  return { session, poll, signals, ticks, outcomes };
}

describe('the payment-terminal wait', () => {
  it('counts down every second from one minute and times out, polling every 4 s until then', async () => {
    const run = start([]);
    expect(formatCountdown(run.ticks[0]!)).toBe('1:00');
    await vi.advanceTimersByTimeAsync(1000);
    expect(formatCountdown(run.ticks.at(-1)!)).toBe('0:59');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(run.outcomes).toEqual([{ kind: 'timeout' }]);
    // At 4, 8, … 56 s: the one due at 60 s meets the time-out first.
    expect(run.poll).toHaveBeenCalledTimes(14);
    expect(run.signals.every((signal) => signal.aborted)).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run.poll).toHaveBeenCalledTimes(14);
  });

  it('ends approved when the terminal answers', async () => {
    const run = start([{ done: false }, { done: true, result: 'APPROVED 123456' }]);
    await vi.advanceTimersByTimeAsync(8000);
    expect(run.outcomes).toEqual([{ kind: 'approved', result: 'APPROVED 123456' }]);
  });

  it('ends cancelled by the user, aborting the poll', async () => {
    const run = start([]);
    await vi.advanceTimersByTimeAsync(4000);
    run.session.cancel();
    run.session.cancel();
    expect(run.outcomes).toEqual([{ kind: 'cancelled' }]);
    expect(run.signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.poll).toHaveBeenCalledTimes(1);
  });

  it('raises the spec’s transaction error when the user asks for a printed receipt', () => {
    const run = start([]);
    run.session.printReceipt();
    const outcome = run.outcomes[0];
    expect(outcome?.kind).toBe('error');
    const error = outcome?.kind === 'error' ? outcome.error : null;
    expect(error).toBeInstanceOf(EdcTransactionError);
    expect(error?.message).toBe(PRINT_RECEIPT_MESSAGE);
  });

  it('takes the app’s five minutes through a new time-out, and gives up after five failed polls running', async () => {
    const run = start([new Error('offline'), new Error('offline'), { done: false }]);
    run.session.setTimeoutMs(EDC_APP_TIMEOUT_MS);
    expect(formatCountdown(run.ticks.at(-1)!)).toBe('5:00');
    await vi.advanceTimersByTimeAsync(61_000);
    expect(run.outcomes).toEqual([]);

    const failing = start(Array.from({ length: 5 }, () => new Error('terminal unreachable')));
    await vi.advanceTimersByTimeAsync(16_000);
    expect(failing.outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(failing.outcomes[0]).toMatchObject({ kind: 'error', error: { message: 'terminal unreachable' } });
  });
});
