import { afterEach, describe, expect, it } from 'vitest';
import { dayjs } from './dayjs.ts';
import { i18n } from './i18n.ts';

afterEach(async () => {
  await i18n.changeLanguage('th');
});

describe('dayjs set-up', () => {
  it('speaks Thai with the Buddhist year', () => {
    expect(dayjs('2026-01-15').format('D MMMM BBBB')).toBe('15 มกราคม 2569');
  });

  it('follows the interface language', async () => {
    await i18n.changeLanguage('en');
    expect(dayjs('2026-01-15').format('D MMMM YYYY')).toBe('15 January 2026');
  });
});
