import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_KEY,
  clearAccessToken,
  getAccessToken,
  hasAccessToken,
  isAccessTokenPersistent,
  setAccessToken,
} from './token-store.ts';

const local = () => window.localStorage.getItem(ACCESS_TOKEN_KEY);
const session = () => window.sessionStorage.getItem(ACCESS_TOKEN_KEY);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('token store: where the access token lives (remember-me)', () => {
  it('keeps a remembered token in localStorage, where it outlives the browser', () => {
    setAccessToken('remembered', { persist: true });
    expect(local()).toBe('remembered');
    expect(session()).toBeNull();
    expect(getAccessToken()).toBe('remembered');
    expect(isAccessTokenPersistent()).toBe(true);
  });

  it('keeps a token without remember-me in sessionStorage only', () => {
    setAccessToken('this-session', { persist: false });
    expect(session()).toBe('this-session');
    expect(local()).toBeNull();
    expect(getAccessToken()).toBe('this-session');
    expect(isAccessTokenPersistent()).toBe(false);
  });

  it('defaults to the browser session when nothing says otherwise', () => {
    setAccessToken('tok');
    expect(session()).toBe('tok');
    expect(local()).toBeNull();
  });

  it('puts a refreshed token where the current one is', () => {
    setAccessToken('remembered', { persist: true });
    setAccessToken('refreshed');
    expect(local()).toBe('refreshed');
    expect(session()).toBeNull();

    clearAccessToken();
    setAccessToken('this-session', { persist: false });
    setAccessToken('refreshed-2');
    expect(session()).toBe('refreshed-2');
    expect(local()).toBeNull();
  });

  it('keeps one place only: a new sign-in moves the token and leaves nothing behind', () => {
    setAccessToken('remembered', { persist: true });
    setAccessToken('this-session', { persist: false });
    expect(local()).toBeNull();
    expect(getAccessToken()).toBe('this-session');

    setAccessToken('remembered-again', { persist: true });
    expect(session()).toBeNull();
    expect(getAccessToken()).toBe('remembered-again');
  });

  it('reads both places, the browser session first', () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'in-local');
    expect(getAccessToken()).toBe('in-local');
    window.sessionStorage.setItem(ACCESS_TOKEN_KEY, 'in-session');
    expect(getAccessToken()).toBe('in-session');
    expect(isAccessTokenPersistent()).toBe(false);
  });

  it('clears both places', () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'in-local');
    window.sessionStorage.setItem(ACCESS_TOKEN_KEY, 'in-session');
    clearAccessToken();
    expect(local()).toBeNull();
    expect(session()).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(hasAccessToken()).toBe(false);
  });

  it('treats an empty value as no token', () => {
    window.sessionStorage.setItem(ACCESS_TOKEN_KEY, '');
    expect(hasAccessToken()).toBe(false);
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'in-local');
    expect(getAccessToken()).toBe('in-local');
  });

  it('reads a failing storage as no token and never throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(getAccessToken()).toBeNull();
    expect(hasAccessToken()).toBe(false);
    expect(() => setAccessToken('tok', { persist: true })).not.toThrow();
    expect(() => setAccessToken('tok')).not.toThrow();
    expect(() => clearAccessToken()).not.toThrow();
  });
});
