import { describe, expect, it } from 'vitest';
import { autoConfirmAt, LINK_CODE_TTL_MS, linkState } from './tele-link-state.ts';

const issuedAt = new Date('2026-03-01T03:00:00Z');
const link = {
  issuedAt,
  expiresAt: new Date(issuedAt.getTime() + LINK_CODE_TTL_MS),
  confirmedAt: null,
  endedAt: null,
  endReason: null,
};
const at = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe('where a sandbox tele-dentistry link stands', () => {
  it('is pending, then connected once the simulated patient confirms by themselves', () => {
    expect(linkState(link, at(19), 20)).toBe('pending');
    expect(linkState(link, at(20), 20)).toBe('connected');
    expect(autoConfirmAt(link, 20)).toEqual(at(20));
  });

  it('with 0 seconds waits for the button, and expires after ten minutes', () => {
    expect(autoConfirmAt(link, 0)).toBeNull();
    expect(linkState(link, at(599), 0)).toBe('pending');
    expect(linkState(link, at(600), 0)).toBe('expired');
    // A confirmation due only after the expiry never happens.
    expect(autoConfirmAt(link, 600)).toBeNull();
    expect(linkState(link, at(700), 600)).toBe('expired');
  });

  it('stays connected past the expiry once confirmed, and says how it ended', () => {
    expect(linkState({ ...link, confirmedAt: at(5) }, at(3600), 0)).toBe('connected');
    expect(linkState({ ...link, endedAt: at(30), endReason: 'unlinked' }, at(31), 0)).toBe('unlinked');
    expect(linkState({ ...link, endedAt: at(30), endReason: 'replaced' }, at(31), 0)).toBe('replaced');
  });
});
