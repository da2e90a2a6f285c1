import dayjs from 'dayjs';
import 'dayjs/locale/th';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import { i18n } from './i18n.ts';

// Set up once for the whole app, by the first screen that uses dayjs (the calendar), not by the
// first page: Thai month names and the Buddhist year (format token BBBB), following the
// interface language.
dayjs.extend(buddhistEra);

function applyDateLocale(language: string): void {
  dayjs.locale(language === 'en' ? 'en' : 'th');
}

applyDateLocale(i18n.language);
i18n.on('languageChanged', applyDateLocale);

export { dayjs };
