import { TextInput, type TextInputProps } from '@mantine/core';

const STEP_MINUTES = 15;
const DAY_MINUTES = 24 * 60;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * What was typed as a 24-hour HH:mm, or the text unchanged when it cannot be one: '9' and '9:5'
 * become '09:00' and '09:05', '0930' and '930' become '09:30', '9.30' too (a Thai habit).
 */
export function normalizeClock(text: string): string {
  const trimmed = text.trim();
  const digitsOnly = /^\d{3,4}$/.test(trimmed) ? [trimmed.slice(0, -2), trimmed.slice(-2)] : null;
  const separated = /^(\d{1,2})(?:[:.](\d{1,2}))?$/.exec(trimmed);
  const parts = digitsOnly ?? (separated ? [separated[1], separated[2] ?? '0'] : null);
  if (!parts) return text;
  const [hours, minutes] = parts.map(Number) as [number, number];
  if (hours > 23 || minutes > 59) return text;
  return `${pad(hours)}:${pad(minutes)}`;
}

/** One step of the arrow keys: to the next quarter hour up or down, within the day. */
export function stepClock(value: string, direction: 1 | -1): string {
  const normal = normalizeClock(value);
  const match = /^(\d{2}):(\d{2})$/.exec(normal);
  if (!match) return value;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  const stepped =
    direction === 1
      ? Math.floor(minutes / STEP_MINUTES) * STEP_MINUTES + STEP_MINUTES
      : Math.ceil(minutes / STEP_MINUTES) * STEP_MINUTES - STEP_MINUTES;
  const bounded = Math.min(Math.max(stepped, 0), DAY_MINUTES - 1);
  return `${pad(Math.floor(bounded / 60))}:${pad(bounded % 60)}`;
}

type ClockInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A 24-hour time field (Thai clinics write 13:30, and a native time input follows the browser's
 * 12-hour locale): typed freely, tidied on leaving, ↑/↓ step by a quarter hour.
 */
export function ClockInput({ value, onChange, onBlur, onKeyDown, readOnly, ...rest }: ClockInputProps) {
  return (
    <TextInput
      {...rest}
      readOnly={readOnly}
      value={value}
      inputMode="numeric"
      placeholder="00:00"
      maxLength={5}
      autoComplete="off"
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const normal = normalizeClock(event.currentTarget.value);
        if (normal !== event.currentTarget.value) onChange(normal);
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (!readOnly && (event.key === 'ArrowUp' || event.key === 'ArrowDown') && !event.altKey) {
          event.preventDefault();
          onChange(stepClock(event.currentTarget.value, event.key === 'ArrowUp' ? 1 : -1));
        }
        onKeyDown?.(event);
      }}
    />
  );
}
