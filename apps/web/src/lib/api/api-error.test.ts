import { describe, expect, it } from 'vitest';
import { ApiError, classifyStatus, firstValidationPath } from './api-error.ts';

describe('classifyStatus', () => {
  it.each([
    [0, 'network'],
    [401, 'auth'],
    [403, 'auth'],
    [404, 'business'],
    [400, 'business'],
    [422, 'validation'],
    [500, 'server'],
    [504, 'server'],
    [302, 'unknown'],
  ] as const)('%i is %s', (status, kind) => {
    expect(classifyStatus(status)).toBe(kind);
  });
});

describe('firstValidationPath', () => {
  it('reads the first path of the first result', () => {
    expect(firstValidationPath({ validationResult: [{ error: [{ path: 'mobile', message: 'x' }] }] })).toBe('mobile');
  });

  it.each([['a string'], [null], [{}], [{ validationResult: [] }], [{ validationResult: [{ error: [] }] }]])(
    'is null for %j',
    (message) => {
      expect(firstValidationPath(message)).toBeNull();
    },
  );
});

describe('ApiError', () => {
  it('uses the string message as its text and the code otherwise', () => {
    const base = { status: 400, method: 'GET', url: '/api/x' };
    expect(new ApiError({ ...base, errorCode: 'X', errorMessage: 'server says' }).message).toBe('server says');
    expect(new ApiError({ ...base, errorCode: 'X', errorMessage: null }).message).toBe('X');
  });
});
