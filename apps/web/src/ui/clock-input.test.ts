import { describe, expect, it } from 'vitest';
import { normalizeClock, stepClock } from './clock-input.tsx';

describe('normalizeClock', () => {
  it.each([
    ['9', '09:00'],
    ['09:00', '09:00'],
    ['9:5', '09:05'],
    ['930', '09:30'],
    ['0930', '09:30'],
    ['1330', '13:30'],
    ['13.30', '13:30'],
    [' 8:15 ', '08:15'],
  ])('%s → %s', (typed, expected) => expect(normalizeClock(typed)).toBe(expected));

  it.each(['24:00', '12:60', 'abc', '', '1:2:3', '99999'])('leaves %j for the schema to refuse', (typed) =>
    expect(normalizeClock(typed)).toBe(typed),
  );
});

describe('stepClock', () => {
  it('moves to the next quarter hour and stays within the day', () => {
    expect(stepClock('09:00', 1)).toBe('09:15');
    expect(stepClock('09:07', 1)).toBe('09:15');
    expect(stepClock('09:07', -1)).toBe('09:00');
    expect(stepClock('00:00', -1)).toBe('00:00');
    expect(stepClock('23:50', 1)).toBe('23:59');
    expect(stepClock('x', 1)).toBe('x');
  });
});
