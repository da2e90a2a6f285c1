import { formatThaiDate } from '@yim/contract';
import { useMemo } from 'react';
import { Calendar, dayjsLocalizer, type Formats, type SlotInfo } from 'react-big-calendar';
import dragAndDropAddon, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { dayjs } from '../../lib/dayjs.ts';
import { AppointmentEventCard } from './appointment-event-card.tsx';
import { tint } from './card-colours.ts';
import type { CalendarEvent } from './appointment-event.ts';
import './appointment-calendar.css';
import { clockMinutes, fromWallClock, wallClockAt, wallClockDay } from './wall-clock.ts';

const localizer = dayjsLocalizer(dayjs);
// The drag-and-drop addon ships as CommonJS only: the production bundle hands over the module
// object (its function under `default`), the test runner the function itself.
const withDragAndDrop = ((dragAndDropAddon as unknown as { default?: typeof dragAndDropAddon }).default ??
  dragAndDropAddon) as typeof dragAndDropAddon;
const DnDCalendar = withDragAndDrop<CalendarEvent, CalendarResource>(Calendar);

export type CalendarResource = { id: number | string; title: string };
export type CalendarView = 'day' | 'week';

/** A slot picked, a card dragged or resized: instants as the API takes them, and the column. */
export type SlotChoice = { startDt: string; endDt: string; resourceId: number | string | undefined };

type Props = {
  day: string;
  view: CalendarView;
  events: CalendarEvent[];
  /** Columns in the day view (rooms or doctors); the week view shows days only. */
  resources: CalendarResource[] | undefined;
  openingTime: string;
  closingTime: string;
  /** Null when the viewer may only look (a doctor's own calendar). */
  onSelectSlot: ((slot: SlotChoice) => void) | null;
  onSelectEvent: (event: CalendarEvent) => void;
  onMove: ((event: CalendarEvent, slot: SlotChoice) => void) | null;
};

const formats: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: ({ start, end }) => `${dayjs(start).format('HH:mm')}–${dayjs(end).format('HH:mm')}`,
  selectRangeFormat: ({ start, end }) => `${dayjs(start).format('HH:mm')}–${dayjs(end).format('HH:mm')}`,
  dayFormat: (date: Date) => formatThaiDate(wallClockDay(date)),
  dayHeaderFormat: (date: Date) => formatThaiDate(wallClockDay(date), 'long'),
  dayRangeHeaderFormat: ({ start, end }) =>
    `${formatThaiDate(wallClockDay(start))} – ${formatThaiDate(wallClockDay(end))}`,
};

function slotChoice(start: Date | string, end: Date | string, resourceId: number | string | undefined): SlotChoice {
  return { startDt: fromWallClock(new Date(start)), endDt: fromWallClock(new Date(end)), resourceId };
}

/**
 * The branch's calendar (clinic §2 queuemanage): a column per room or per doctor in the day view,
 * 15-minute slots, closed hours shaded, cards in the doctor's colour with the status on their
 * edge; picking free time books, dragging or stretching a card moves it (not once checked in).
 * Times are Bangkok's whatever the browser's zone (wall-clock.ts).
 */
export function AppointmentCalendar(props: Props) {
  const { day, view, events, resources, openingTime, closingTime, onSelectSlot, onSelectEvent, onMove } = props;
  const opening = clockMinutes(openingTime);
  const closing = clockMinutes(closingTime);
  // An hour either side of opening, so a booking out of hours can still be seen and picked.
  const min = useMemo(() => wallClockAt(day, minutesText(Math.max(0, Math.min(opening, 8 * 60) - 60))), [day, opening]);
  const max = useMemo(
    () => wallClockAt(day, minutesText(Math.min(23 * 60 + 59, Math.max(closing, 20 * 60) + 60))),
    [day, closing],
  );
  const slotPropGetter = useMemo(
    () => (date: Date) => {
      const minutes = date.getHours() * 60 + date.getMinutes();
      return minutes < opening || minutes >= closing ? { className: 'yim-slot-closed' } : {};
    },
    [opening, closing],
  );

  return (
    <div className="yim-calendar" data-testid="appointment-calendar">
      <DnDCalendar
        localizer={localizer}
        culture="th"
        formats={formats}
        date={wallClockAt(day, '12:00')}
        onNavigate={() => undefined}
        view={view}
        onView={() => undefined}
        views={['day', 'week']}
        toolbar={false}
        events={events}
        resources={view === 'day' ? resources : undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        step={15}
        timeslots={4}
        min={min}
        max={max}
        scrollToTime={wallClockAt(day, openingTime)}
        selectable={onSelectSlot !== null}
        onSelectSlot={(slot: SlotInfo) => onSelectSlot?.(slotChoice(slot.start, slot.end, slot.resourceId))}
        onSelectEvent={onSelectEvent}
        draggableAccessor={(event) => onMove !== null && !event.locked}
        resizableAccessor={(event) => onMove !== null && !event.locked}
        onEventDrop={(args: EventInteractionArgs<CalendarEvent>) =>
          onMove?.(args.event, slotChoice(args.start, args.end, args.resourceId))
        }
        onEventResize={(args: EventInteractionArgs<CalendarEvent>) =>
          onMove?.(args.event, slotChoice(args.start, args.end, args.event.resourceId))
        }
        slotPropGetter={slotPropGetter}
        eventPropGetter={(event) => {
          const doctorColor = event.doctorColor ?? '#607d8b';
          // A light tint of the doctor's colour under dark text (readable, WCAG AA), the doctor's
          // colour itself on the left edge and the status's along the top.
          return {
            className: 'yim-event',
            style: {
              backgroundColor: tint(doctorColor, 0.2),
              borderLeft: `6px solid ${doctorColor}`,
              borderTop: `4px solid ${event.appointment.statusColor ?? '#94a3b8'}`,
            },
          };
        }}
        components={{ event: AppointmentEventCard }}
        showMultiDayTimes={false}
        dayLayoutAlgorithm="no-overlap"
      />
    </div>
  );
}

function minutesText(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
