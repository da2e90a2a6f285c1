import { describe, expect, it } from 'vitest';
import { sessionExpiryAction, type ExpiryState } from './session-expiry.ts';

const base: ExpiryState = {
  pathname: '/yim/siam/queuemanage',
  isNavigating: false,
  isDialogOpen: false,
  reason: 'refresh-failed',
};

describe('what an ended session does (spec access §4, §8)', () => {
  it('shows the dialog during normal use', () => {
    expect(sessionExpiryAction(base)).toBe('dialog');
    expect(sessionExpiryAction({ ...base, reason: 'replay-rejected' })).toBe('dialog');
  });

  it('goes straight to login after a recent failure or when the attempts are spent', () => {
    expect(sessionExpiryAction({ ...base, reason: 'recent-failure' })).toBe('login');
    expect(sessionExpiryAction({ ...base, reason: 'too-many-attempts' })).toBe('login');
  });

  it('does nothing on /login or /oauth2, while a loader redirects, or with the dialog up', () => {
    expect(sessionExpiryAction({ ...base, pathname: '/login' })).toBe('none');
    expect(sessionExpiryAction({ ...base, pathname: '/oauth2' })).toBe('none');
    expect(sessionExpiryAction({ ...base, isNavigating: true })).toBe('none');
    expect(sessionExpiryAction({ ...base, isDialogOpen: true, reason: 'recent-failure' })).toBe('none');
  });
});
