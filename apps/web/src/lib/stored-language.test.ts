import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, storedLanguage } from './stored-language.ts';

describe('storedLanguage', () => {
  afterEach(() => window.localStorage.removeItem(LANGUAGE_KEY));

  it('is Thai when nothing was chosen', () => {
    expect(storedLanguage()).toBe('th');
  });

  it('is the language chosen on this device', () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(storedLanguage()).toBe('en');
  });

  it('is Thai when the stored choice is not a language of the app', () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('th');
  });
});
