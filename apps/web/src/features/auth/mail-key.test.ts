import { describe, expect, it } from 'vitest';
import { keyFromPaste } from './mail-key.ts';

describe('keyFromPaste', () => {
  it('takes a bare key or the last segment of a pasted link', () => {
    expect(keyFromPaste('  abcDEF_123-xyz  ')).toBe('abcDEF_123-xyz');
    expect(keyFromPaste('https://yim.example/user/activate/abcDEF_123/?utm=mail#top')).toBe('abcDEF_123');
    expect(keyFromPaste('')).toBe('');
  });
});
