import { renderHook } from '@testing-library/react';
import type { TAppointment } from '@yim/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOLUME_KEY } from '../../ui/sound/sound-volume.ts';
import type { CalendarEvent } from './appointment-event.ts';
import { useCheckInChime } from './use-check-in-chime.ts';

const playChime = vi.hoisted(() => vi.fn(() => true));
vi.mock('../../ui/sound/chime.ts', () => ({ playChime }));

function event(id: number, statusId: number): CalendarEvent {
  return { id, appointment: { id, statusId } as TAppointment } as CalendarEvent;
}

type Props = { events: CalendarEvent[]; isFetching: boolean };

function setup(initial: CalendarEvent[]) {
  return renderHook(({ events, isFetching }: Props) => useCheckInChime(events, isFetching), {
    initialProps: { events: initial, isFetching: false },
  });
}

describe('the chime of a live check-in', () => {
  beforeEach(() => playChime.mockClear());
  afterEach(() => window.localStorage.removeItem(VOLUME_KEY));

  it('plays at the stored volume once the refetch shows the appointment checked in', () => {
    window.localStorage.setItem(VOLUME_KEY, '0.25');
    const view = setup([event(7, 2)]);
    view.result.current({ kind: 'appointment.checkedIn', id: 7 });
    view.rerender({ events: [event(7, 2)], isFetching: true });
    expect(playChime).not.toHaveBeenCalled();
    view.rerender({ events: [event(7, 5)], isFetching: false });
    expect(playChime).toHaveBeenCalledExactlyOnceWith(0.25);
    // Heard once: a later refetch does not ring again.
    view.rerender({ events: [event(7, 5)], isFetching: true });
    view.rerender({ events: [event(7, 5)], isFetching: false });
    expect(playChime).toHaveBeenCalledOnce();
  });

  it('plays at 0.6 when no volume was chosen', () => {
    const view = setup([event(3, 2)]);
    view.result.current({ kind: 'appointment.checkedIn', id: 3 });
    view.rerender({ events: [event(3, 5)], isFetching: false });
    expect(playChime).toHaveBeenCalledExactlyOnceWith(0.6);
  });

  it('is silent for other kinds of change and for check-ins outside the queue shown', () => {
    const view = setup([event(1, 2)]);
    view.result.current({ kind: 'appointment.booked', id: 1 });
    view.result.current({ kind: 'appointment.changed', id: 1 });
    view.rerender({ events: [event(1, 2)], isFetching: false });
    // Another doctor's patient: the doctor's own list never shows it.
    view.result.current({ kind: 'appointment.checkedIn', id: 99 });
    view.rerender({ events: [event(1, 2)], isFetching: true });
    view.rerender({ events: [event(1, 2)], isFetching: false });
    expect(playChime).not.toHaveBeenCalled();
  });
});
