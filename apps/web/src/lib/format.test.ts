import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatPhone } from './format.ts';
import { i18n } from './i18n.ts';

afterEach(async () => {
  await i18n.changeLanguage('th');
});

describe('format', () => {
  it('shows Thai dates with the Buddhist year in Bangkok time', () => {
    expect(formatDate('2026-11-21T17:30:00Z')).toBe('22/11/2569');
    expect(formatDateTime('2026-11-21T07:05:00Z')).toBe('21/11/2569 14:05');
  });

  it('follows the interface language', async () => {
    await i18n.changeLanguage('en');
    expect(formatDate('2026-11-21T07:05:00Z', 'long')).toBe('21 November 2026');
  });

  it('passes money and phone through the contract rules', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatPhone('0812345678')).toBe('081-234-5678');
  });
});
