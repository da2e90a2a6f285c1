import type { TMessageStatus } from '@yim/contract';

type MessageTimes = { sentAt: Date; settlesAt: Date; outcome: string; failureReason: string | null };

/** Where a sandbox message stands at `now`: queued until it settles, then delivered or failed. */
export function messageState(
  message: MessageTimes,
  now: Date,
): { status: TMessageStatus; failureReason: string | null; at: Date } {
  if (now < message.settlesAt) return { status: 'queued', failureReason: null, at: message.sentAt };
  return message.outcome === 'failed'
    ? { status: 'failed', failureReason: message.failureReason, at: message.settlesAt }
    : { status: 'delivered', failureReason: null, at: message.settlesAt };
}
