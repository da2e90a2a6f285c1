import { describe, expect, it } from 'vitest';
import { ZActivateBody } from '@yim/contract';
import { hashMailKey, KEY_LIFETIME_MS, newMailKey } from './mail-keys.crypto.ts';

describe('newMailKey', () => {
  it('makes a base64url key of 256 random bits that the contract accepts', () => {
    const { key } = newMailKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    expect(ZActivateBody.safeParse({ activateKey: key }).success).toBe(true);
  });

  it('stores only the SHA-256 of the key, in hex', () => {
    const { key, hash } = newMailKey();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashMailKey(key));
    expect(hash).not.toContain(key);
  });

  it('never repeats', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newMailKey().key));
    expect(keys.size).toBe(1000);
  });

  it('lets activation links live 24 hours and reset links 30 minutes', () => {
    expect(KEY_LIFETIME_MS).toEqual({ activate: 86_400_000, reset: 1_800_000 });
  });
});
