import { describe, expect, it } from 'vitest';
import { canEditProtocol } from './protocol-view.service.ts';

describe('canEditProtocol', () => {
  const created = new Date('2026-11-20T03:00:00Z');
  it('is open for 24 hours after creation and shut from the 24th hour on', () => {
    expect(canEditProtocol(created, created)).toBe(true);
    expect(canEditProtocol(created, new Date(created.getTime() + 24 * 3600_000 - 1))).toBe(true);
    expect(canEditProtocol(created, new Date(created.getTime() + 24 * 3600_000))).toBe(false);
  });
});
