import { auth, ZErrorBody } from '@yim/contract';
import { describe, expect, it } from 'vitest';
import { isErrorBody } from './read-response.ts';
import { REFRESH_REQUEST } from './token-refresh.ts';

const SAMPLES: unknown[] = [
  { errorCode: 'AUTH-001', errorMessage: 'Invalid credentials' },
  { errorCode: 'VALIDATION_FAILED', errorMessage: { validationResult: [{ error: [{ path: 'a', message: 'b' }] }] } },
  { errorCode: 'X', errorMessage: { validationResult: [] } },
  { errorCode: 'X', errorMessage: { validationResult: [{ error: [{ path: 1, message: 'b' }] }] } },
  { errorCode: 'X', errorMessage: { validationResult: [{}] } },
  { errorCode: 'X', errorMessage: null },
  { errorCode: 'X' },
  { errorCode: 3, errorMessage: 'text' },
  { errorMessage: 'text' },
  'Bad Gateway',
  null,
  [],
];

describe('reading answers without the schema library', () => {
  it('takes exactly the error bodies the contract’s ZErrorBody takes', () => {
    for (const sample of SAMPLES)
      expect(isErrorBody(sample), JSON.stringify(sample)).toBe(ZErrorBody.safeParse(sample).success);
  });

  it('refreshes the token at the contract’s address', () => {
    expect(REFRESH_REQUEST).toEqual({ method: auth.refreshToken.method, path: auth.refreshToken.path });
  });
});
