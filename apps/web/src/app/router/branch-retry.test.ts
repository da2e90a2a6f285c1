import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { BRANCH_FETCH_COOLDOWN_MS, createBranchCooldown, retryBranchFetch } from './branch-retry.ts';

const error = (status: number) =>
  new ApiError({
    status,
    errorCode: `HTTP_${status}`,
    errorMessage: null,
    method: 'GET',
    url: '/api/user/checkLogin/yim/siam',
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('branch data fetch retry (clinic-domain §4)', () => {
  it('tries transient failures 3 times in all, never a 4xx', () => {
    expect(retryBranchFetch(0, error(503))).toBe(true);
    expect(retryBranchFetch(1, error(0))).toBe(true);
    expect(retryBranchFetch(2, error(503))).toBe(false);
    expect(retryBranchFetch(0, error(403))).toBe(false);
    expect(retryBranchFetch(0, new Error('x'))).toBe(false);
  });

  it('rests a branch for 30 s after its attempts failed, then lets it try again', () => {
    const cooldown = createBranchCooldown();
    const failure = error(503);
    cooldown.recordFailure('yim/siam', failure);
    expect(cooldown.blockedError('yim/siam')).toBe(failure);
    expect(cooldown.blockedError('yim/other')).toBeNull();
    vi.advanceTimersByTime(BRANCH_FETCH_COOLDOWN_MS - 1);
    expect(cooldown.blockedError('yim/siam')).toBe(failure);
    vi.advanceTimersByTime(1);
    expect(cooldown.blockedError('yim/siam')).toBeNull();
  });

  it('does not rest after a 4xx answer or after a success', () => {
    const cooldown = createBranchCooldown();
    cooldown.recordFailure('yim/siam', error(404));
    expect(cooldown.blockedError('yim/siam')).toBeNull();
    cooldown.recordFailure('yim/siam', error(500));
    cooldown.recordSuccess('yim/siam');
    expect(cooldown.blockedError('yim/siam')).toBeNull();
  });
});
