import dayjs from 'dayjs';
import 'dayjs/locale/th';
import buddhistEra from 'dayjs/plugin/buddhistEra';

// Set up once for the whole app: Thai month names and the Buddhist year (format token BBBB).
dayjs.extend(buddhistEra);
dayjs.locale('th');

export function applyDateLocale(locale: 'th' | 'en'): void {
  dayjs.locale(locale);
}

export { dayjs };
