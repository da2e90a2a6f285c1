import { describe, expect, it } from 'vitest';
import { messageState } from './message-state.ts';

const sentAt = new Date('2026-03-01T03:00:00Z');
const settlesAt = new Date('2026-03-01T03:00:05Z');

describe('where a sandbox message stands', () => {
  it('is queued until it settles, then delivered', () => {
    const message = { sentAt, settlesAt, outcome: 'delivered', failureReason: null };
    expect(messageState(message, new Date('2026-03-01T03:00:04Z'))).toEqual({
      status: 'queued',
      failureReason: null,
      at: sentAt,
    });
    expect(messageState(message, settlesAt)).toEqual({ status: 'delivered', failureReason: null, at: settlesAt });
  });

  it('fails with its reason once it settles', () => {
    const message = { sentAt, settlesAt, outcome: 'failed', failureReason: 'UNREACHABLE' };
    expect(messageState(message, sentAt).status).toBe('queued');
    expect(messageState(message, new Date('2026-03-01T04:00:00Z'))).toEqual({
      status: 'failed',
      failureReason: 'UNREACHABLE',
      at: settlesAt,
    });
  });
});
