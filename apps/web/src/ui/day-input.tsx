import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { BUDDHIST_OFFSET } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import '../lib/dayjs.ts'; // the Thai locale and the Buddhist year (token BBBB) for the calendar
import { formatDate } from '../lib/format.ts';
import { Icon } from './icon.tsx';

/** Years after this are Buddhist (2569), before it Gregorian (2026): no real date is near either. */
const FIRST_BUDDHIST_YEAR = 2400;
const THAI_DIGITS = /[๐-๙]/g;

/**
 * The calendar day ('YYYY-MM-DD') that typed text names, or null while it names none. Accepts
 * what the field shows (day/month/year, the year Buddhist or Gregorian: 28/11/2569 or 28/11/2026,
 * with / . - or spaces between) and ISO days (2026-11-28); Thai digits as well. Only four-digit
 * years: a day half typed (28/11/25) must not jump the calendar to the year 25.
 */
export function parseDayText(text: string): string | null {
  const plain = text.trim().replace(THAI_DIGITS, (digit) => String(digit.charCodeAt(0) - '๐'.charCodeAt(0)));
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(plain);
  const dayFirst = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/.exec(plain);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dayFirst
      ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
      : [NaN, NaN, NaN];
  const gregorian = year >= FIRST_BUDDHIST_YEAR ? year - BUDDHIST_OFFSET : year;
  if (!(gregorian >= 1900 && gregorian < FIRST_BUDDHIST_YEAR) || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(gregorian, month, 0)).getUTCDate()) return null;
  return `${gregorian}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type DayInputProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate' | 'locale'
> & {
  /** 'YYYY-MM-DD'; '' or null when empty. */
  value: string | null;
  onChange: (day: string | null) => void;
  /** The first and last day that can be chosen or typed ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
};

/**
 * A calendar day as Thai staff write it: 28/11/2569 in Thai, 28/11/2026 in English, typed or
 * picked from a month in the interface language (Buddhist years in Thai). The browser's own date
 * field showed its locale's format and Gregorian years beside the Buddhist dates everywhere
 * else. The value stays an ISO day, as the contract's schemas take it.
 */
export function DayInput({ value, onChange, min, max, ...props }: DayInputProps) {
  const { t, i18n } = useTranslation('common');
  const thai = i18n.language !== 'en';
  const year = thai ? 'BBBB' : 'YYYY';
  return (
    <DateInput
      {...props}
      value={value || null}
      onChange={onChange}
      valueFormat={(day) => formatDate(day)}
      dateParser={parseDayText}
      minDate={min}
      maxDate={max}
      locale={thai ? 'th' : 'en'}
      firstDayOfWeek={thai ? 0 : 1}
      monthLabelFormat={`MMMM ${year}`}
      yearLabelFormat={year}
      decadeLabelFormat={year}
      yearsListFormat={year}
      placeholder={props.placeholder ?? t('dayInput.placeholder')}
      leftSection={props.leftSection ?? <Icon name="calendar" size={16} />}
      leftSectionPointerEvents="none"
    />
  );
}
