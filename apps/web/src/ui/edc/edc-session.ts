// The payment-terminal (EDC) wait of spec access §4 and §9, apart from any screen: a countdown
// that ticks every second, a status poll every 4 s, and exactly one ending: the terminal approved,
// the user cancelled, the user asked for a printed receipt (an error with the spec's message), a
// timeout, or the poll failing five times running. Every ending aborts the poll in flight.

/** The component's own time-out; the app sets five minutes through EDC_TIMEOUT_EVENT. */
export const EDC_DEFAULT_TIMEOUT_MS = 60_000;
export const EDC_APP_TIMEOUT_MS = 5 * 60_000;
export const EDC_TICK_MS = 1000;
export const EDC_POLL_INTERVAL_MS = 4000;
export const EDC_MAX_FAILED_POLLS = 5;
/** `window.dispatchEvent(new CustomEvent(EDC_TIMEOUT_EVENT, { detail: { ms } }))` sets the time-out. */
export const EDC_TIMEOUT_EVENT = 'yim:edc-timeout';
export const PRINT_RECEIPT_MESSAGE = 'Payment process terminated: User requested receipt printing';

/** A transaction the terminal flow ended without a payment (the spec's "transaction error"). */
export class EdcTransactionError extends Error {
  override name = 'EdcTransactionError';
}

export type EdcPollAnswer<T> = { done: false } | { done: true; result: T };
export type EdcPoll<T> = (signal: AbortSignal) => Promise<EdcPollAnswer<T>>;
export type EdcOutcome<T> =
  { kind: 'approved'; result: T } | { kind: 'cancelled' } | { kind: 'timeout' } | { kind: 'error'; error: Error };

export type EdcSession = {
  cancel(): void;
  printReceipt(): void;
  /** A new time-out, counted from the start of the wait. */
  setTimeoutMs(ms: number): void;
};

type EdcOptions<T> = {
  poll: EdcPoll<T>;
  onTick: (remainingMs: number) => void;
  onEnd: (outcome: EdcOutcome<T>) => void;
  timeoutMs?: number;
  now?: () => number;
};

export function startEdcSession<T>({
  poll,
  onTick,
  onEnd,
  timeoutMs = EDC_DEFAULT_TIMEOUT_MS,
  now = Date.now,
}: EdcOptions<T>): EdcSession {
  const startedAt = now();
  const controller = new AbortController();
  let limitMs = timeoutMs;
  let failedPolls = 0;
  let ended = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;

  const remaining = () => Math.max(0, limitMs - (now() - startedAt));
  const end = (outcome: EdcOutcome<T>) => {
    if (ended) return;
    ended = true;
    clearInterval(ticker);
    clearTimeout(pollTimer);
    controller.abort();
    onEnd(outcome);
  };
  const tick = () => {
    const left = remaining();
    onTick(left);
    if (left === 0) end({ kind: 'timeout' });
  };
  const schedulePoll = () => {
    pollTimer = setTimeout(() => void pollOnce(), EDC_POLL_INTERVAL_MS);
  };
  const pollOnce = async () => {
    if (ended) return;
    try {
      const answer = await poll(controller.signal);
      if (ended) return;
      failedPolls = 0;
      if (answer.done) return end({ kind: 'approved', result: answer.result });
    } catch (error) {
      if (ended) return;
      failedPolls += 1;
      if (failedPolls >= EDC_MAX_FAILED_POLLS) {
        return end({ kind: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      }
    }
    schedulePoll();
  };

  const ticker = setInterval(tick, EDC_TICK_MS);
  onTick(remaining());
  schedulePoll();
  return {
    cancel: () => end({ kind: 'cancelled' }),
    printReceipt: () => end({ kind: 'error', error: new EdcTransactionError(PRINT_RECEIPT_MESSAGE) }),
    setTimeoutMs: (ms) => {
      limitMs = ms;
      tick();
    },
  };
}

/** m:ss, as the overlay counts down. */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
