import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { renderRoutes } from '../test/render.tsx';
import { DayInput, parseDayText } from './day-input.tsx';

describe('parseDayText', () => {
  it.each([
    ['28/11/2569', '2026-11-28'],
    ['28/11/2026', '2026-11-28'],
    ['1/2/2569', '2026-02-01'],
    ['28.11.2569', '2026-11-28'],
    ['28-11-2569', '2026-11-28'],
    ['28 11 2569', '2026-11-28'],
    [' 28 / 11 / 2569 ', '2026-11-28'],
    ['๒๘/๑๑/๒๕๖๙', '2026-11-28'],
    ['2026-11-28', '2026-11-28'],
    ['29/02/2567', '2024-02-29'],
  ])('%j → %s', (typed, day) => expect(parseDayText(typed)).toBe(day));

  it.each([
    '',
    '28/11',
    '28/11/25',
    '28/11/256',
    '29/02/2569',
    '31/04/2569',
    '0/1/2569',
    '1/13/2569',
    'abc',
    '2026-13-01',
  ])('names no day in %j', (typed) => expect(parseDayText(typed)).toBeNull());
});

function Field({ onDay, initial = null }: { onDay: (day: string | null) => void; initial?: string | null }) {
  const [day, setDay] = useState<string | null>(initial);
  return (
    <DayInput
      label="วันนัด"
      value={day}
      clearable
      onChange={(next) => {
        setDay(next);
        onDay(next);
      }}
    />
  );
}

describe('DayInput', () => {
  it('shows the day with its Buddhist year and takes a typed Thai date as an ISO day', () => {
    const onDay = vi.fn();
    renderRoutes([{ path: '/', element: <Field onDay={onDay} initial="2026-11-28" /> }], '/');
    const input = screen.getByLabelText('วันนัด');
    expect(input).toHaveValue('28/11/2569');

    fireEvent.change(input, { target: { value: '3/1/2570' } });
    expect(onDay).toHaveBeenLastCalledWith('2027-01-03');
    fireEvent.blur(input);
    expect(input).toHaveValue('03/01/2570');
  });

  it('keeps the last good day when the text names none, and empties when cleared', () => {
    const onDay = vi.fn();
    renderRoutes([{ path: '/', element: <Field onDay={onDay} initial="2026-11-28" /> }], '/');
    const input = screen.getByLabelText('วันนัด');
    fireEvent.change(input, { target: { value: '31/02/2569' } });
    expect(onDay).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(input).toHaveValue('28/11/2569');

    fireEvent.change(input, { target: { value: '' } });
    expect(onDay).toHaveBeenLastCalledWith(null);
  });

  it('opens a month named in Thai with its Buddhist year', async () => {
    renderRoutes([{ path: '/', element: <Field onDay={vi.fn()} initial="2026-11-28" /> }], '/');
    fireEvent.click(screen.getByLabelText('วันนัด'));
    expect(await screen.findByText('พฤศจิกายน 2569')).toBeInTheDocument();
  });

  it('browses a birth date by Buddhist decade and year', async () => {
    const onDay = vi.fn();
    renderRoutes(
      [{ path: '/', element: <DayInput label="วันเกิด" value={null} onChange={onDay} defaultLevel="decade" /> }],
      '/',
    );
    fireEvent.click(screen.getByLabelText('วันเกิด'));
    const decade = Math.floor(new Date().getFullYear() / 10) * 10 + 543;
    expect(await screen.findByText(`${decade} – ${decade + 9}`)).toBeInTheDocument();
    fireEvent.click(screen.getByText(String(decade)));
    expect(await screen.findByText(String(decade))).toBeInTheDocument();
    expect(screen.getByText('ม.ค.')).toBeInTheDocument();
  });

  it('shows Gregorian years in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderRoutes([{ path: '/', element: <Field onDay={vi.fn()} initial="2026-11-28" /> }], '/');
      const input = screen.getByLabelText('วันนัด');
      expect(input).toHaveValue('28/11/2026');
      fireEvent.click(input);
      expect(await screen.findByText('November 2026')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('th'));
    }
  });
});
