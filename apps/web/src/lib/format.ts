import { formatEnglishDate, formatThaiDate, formatThaiDateTime, formatTime, type DateInput } from '@yim/contract';
import { currentLanguage } from './i18n.ts';

// Dates, money and phone numbers reach the screen only through this module (STYLE habit 9). The
// rules live in the contract, so the server's printed documents and the screens agree.
export {
  bangkokDate,
  bangkokTomorrow,
  formatMoney,
  formatPhone,
  formatSatang,
  formatThaiDate,
  formatThaiDateTime,
  formatTime,
  type DateInput,
  type ThaiDateStyle,
} from '@yim/contract';

/** A date in the interface language: Buddhist year in Thai, Gregorian in English. */
export function formatDate(value: DateInput, style: 'short' | 'long' = 'short'): string {
  return currentLanguage() === 'en' ? formatEnglishDate(value, style) : formatThaiDate(value, style);
}

/** Date and time in the interface language, Bangkok time. */
export function formatDateTime(value: DateInput): string {
  return currentLanguage() === 'en' ? `${formatEnglishDate(value)} ${formatTime(value)}` : formatThaiDateTime(value);
}
