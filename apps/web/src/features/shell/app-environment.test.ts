import { describe, expect, it } from 'vitest';
import { isProductionAnswer, isStagingAnswer } from './app-environment.ts';

describe('the app environment from GET /api/version', () => {
  it('assumes production when the answer does not say', () => {
    expect(isProductionAnswer({ version: '1.1.4', demoData: false })).toBe(true);
    expect(isProductionAnswer(undefined)).toBe(true);
    expect(isProductionAnswer({ appEnv: 'production' })).toBe(true);
    expect(isProductionAnswer({ appEnv: 'staging' })).toBe(false);
    expect(isProductionAnswer({ appEnv: 'development' })).toBe(false);
  });

  it('is staging only when the answer says so', () => {
    expect(isStagingAnswer({ appEnv: 'staging' })).toBe(true);
    expect(isStagingAnswer({ appEnv: 'production' })).toBe(false);
    expect(isStagingAnswer({})).toBe(false);
  });
});
