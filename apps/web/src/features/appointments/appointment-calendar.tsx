import { formatThaiDate } from '@yim/contract';
import { memo, useCallback, useMemo, useRef } from 'react';
import { Calendar, DateLocalizer, dayjsLocalizer, type Formats, type SlotInfo } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { dayjs } from '../../lib/dayjs.ts';
import { useTranslation } from 'react-i18next';
import { AppointmentEventCard, CardLabelsContext, type CardLabels } from './appointment-event-card.tsx';
import { CardDragLayer, type SlotChoice } from './card-drag-layer.tsx';
import { tint } from './card-colours.ts';
import type { CalendarEvent } from './appointment-event.ts';
import './appointment-calendar.css';
import { clockMinutes, fromWallClock, wallClockAt, wallClockDay } from './wall-clock.ts';

// react-big-calendar's dayjs localizer makes several dayjs objects for every date comparison
// (sorting, laying out and measuring each event): with 150 appointments in a day that was most
// of the calendar's script time (bench/appointment-day-view.mjs). The calendar's dates are plain
// local wall-clock Dates (wall-clock.ts), so the library's own native date arithmetic is exact;
// dayjs keeps the formatting (Thai names, and its plugins for the format strings).
const dayjsBased = dayjsLocalizer(dayjs);
const localizer = new DateLocalizer({
  formats: dayjsBased.formats,
  firstOfWeek: (culture) => dayjsBased.startOfWeek(culture),
  // A range is formatted by the functions of `formats` below; a string format gets one date.
  format: (value, format, culture) => {
    const date = dayjs(value as Date);
    return (culture ? date.locale(culture) : date).format(format);
  },
});
const TypedCalendar = Calendar<CalendarEvent, CalendarResource>;

export type CalendarResource = { id: number | string; title: string };
export type CalendarView = 'day' | 'week';
export type { SlotChoice };

/** The grid's step in minutes and the steps of one row: a row is an hour. */
const STEP = 15;
const TIMESLOTS = 4;

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
  // Every card formats its range: the wall clock's own digits, no dayjs object per date.
  eventTimeRangeFormat: ({ start, end }) => `${clockText(start)}–${clockText(end)}`,
  selectRangeFormat: ({ start, end }) => `${clockText(start)}–${clockText(end)}`,
  dayFormat: (date: Date) => formatThaiDate(wallClockDay(date)),
  dayHeaderFormat: (date: Date) => formatThaiDate(wallClockDay(date), 'long'),
  dayRangeHeaderFormat: ({ start, end }) =>
    `${formatThaiDate(wallClockDay(start))} – ${formatThaiDate(wallClockDay(end))}`,
};

const components = { event: AppointmentEventCard };
/**
 * The time gutter's width, fixed: measuring it (the library's default) costs a forced layout and
 * a second render of every column before the first paint. Wide enough for 'HH:mm' in the
 * calendar's font with the library's padding; the body's gutter gets it from appointment-calendar.css.
 */
const GUTTER_WIDTH = 44;
/** `width` is the time views' prop (passed through by Calendar), not in the library's types. */
const gutterWidth = { width: GUTTER_WIDTH } as object;
const VIEWS: CalendarView[] = ['day', 'week'];
const ignore = () => undefined;

function eventStyle(event: CalendarEvent, movable: boolean) {
  const doctorColor = event.doctorColor ?? '#607d8b';
  // A light tint of the doctor's colour under dark text (readable, WCAG AA), the doctor's
  // colour itself on the left edge and the status's along the top.
  return {
    className: movable ? 'yim-event yim-event-movable' : 'yim-event',
    style: {
      backgroundColor: tint(doctorColor, 0.2),
      borderLeft: `6px solid ${doctorColor}`,
      borderTop: `4px solid ${event.appointment.statusColor ?? '#94a3b8'}`,
    },
  };
}

function slotChoice(start: Date | string, end: Date | string, resourceId: number | string | undefined): SlotChoice {
  return { startDt: fromWallClock(new Date(start)), endDt: fromWallClock(new Date(end)), resourceId };
}

/**
 * The branch's calendar (clinic §2 queuemanage): a column per room or per doctor in the day view,
 * 15-minute slots, closed hours shaded, cards in the doctor's colour with the status on their
 * edge; picking free time books, dragging or stretching a card moves it (not once checked in).
 * Times are Bangkok's whatever the browser's zone (wall-clock.ts).
 */
export const AppointmentCalendar = memo(function AppointmentCalendar(props: Props) {
  const { day, view, events, resources, openingTime, closingTime, onSelectSlot, onSelectEvent, onMove } = props;
  const { t } = useTranslation('appointments');
  // `t` is a new function when the language changes: the cards then redraw in it.
  const cardLabels = useMemo<CardLabels>(
    () => ({ doctor: (name) => t('card.doctor', { name }), block: t('card.block') }),
    [t],
  );

  const opening = clockMinutes(openingTime);
  const closing = clockMinutes(closingTime);
  // An hour either side of opening, so a booking out of hours can still be seen and picked.
  const min = useMemo(() => wallClockAt(day, minutesText(Math.max(0, Math.min(opening, 8 * 60) - 60))), [day, opening]);
  const max = useMemo(
    () => wallClockAt(day, minutesText(Math.min(23 * 60 + 59, Math.max(closing, 20 * 60) + 60))),
    [day, closing],
  );
  // Stable props: a new Date or function on every render makes the calendar redo every event.
  const date = useMemo(() => wallClockAt(day, '12:00'), [day]);
  const scrollToTime = useMemo(() => wallClockAt(day, openingTime), [day, openingTime]);
  const slotPropGetter = useMemo(
    () => (date: Date) => {
      const minutes = date.getHours() * 60 + date.getMinutes();
      return minutes < opening || minutes >= closing ? { className: 'yim-slot-closed' } : {};
    },
    [opening, closing],
  );
  const selectSlot = useCallback(
    (slot: SlotInfo) => onSelectSlot?.(slotChoice(slot.start, slot.end, slot.resourceId)),
    [onSelectSlot],
  );
  const eventPropGetter = useCallback(
    (event: CalendarEvent) => eventStyle(event, onMove !== null && !event.locked),
    [onMove],
  );

  // What the drag layer needs to turn a point into a slot: the columns' days and resources.
  const containerRef = useRef<HTMLDivElement>(null);
  const eventById = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  const columnDays = useMemo(() => (view === 'day' ? [day] : weekDays(date)), [view, day, date]);
  const resourceIds = useMemo(
    () => (view === 'day' ? resources?.map((resource) => resource.id) : undefined),
    [view, resources],
  );

  return (
    <div className="yim-calendar" data-testid="appointment-calendar" ref={containerRef}>
      {onMove && (
        <CardDragLayer
          containerRef={containerRef}
          days={columnDays}
          resourceIds={resourceIds}
          startMinutes={min.getHours() * 60 + min.getMinutes()}
          groupMinutes={STEP * TIMESLOTS}
          step={STEP}
          eventById={eventById}
          onMove={onMove}
        />
      )}
      <CardLabelsContext.Provider value={cardLabels}>
        <TypedCalendar
          {...gutterWidth}
          localizer={localizer}
          culture="th"
          formats={formats}
          date={date}
          onNavigate={ignore}
          view={view}
          onView={ignore}
          views={VIEWS}
          toolbar={false}
          events={events}
          resources={view === 'day' ? resources : undefined}
          resourceIdAccessor="id"
          resourceTitleAccessor="title"
          step={STEP}
          timeslots={TIMESLOTS}
          min={min}
          max={max}
          scrollToTime={scrollToTime}
          // A press on a card is the drag layer's (or a click): it never starts picking free time.
          selectable={onSelectSlot !== null ? 'ignoreEvents' : false}
          onSelectSlot={selectSlot}
          onSelectEvent={onSelectEvent}
          slotPropGetter={slotPropGetter}
          eventPropGetter={eventPropGetter}
          components={components}
          showMultiDayTimes={false}
          dayLayoutAlgorithm="no-overlap"
        />
      </CardLabelsContext.Provider>
    </div>
  );
});

/** The days of the week view's columns, as react-big-calendar's week view ranges them. */
function weekDays(date: Date): string[] {
  const firstOfWeek = localizer.startOfWeek('');
  const start = localizer.startOf(date, 'week', firstOfWeek);
  const end = localizer.endOf(date, 'week', firstOfWeek);
  return localizer.range(start, end).map(wallClockDay);
}

function clockText(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

function minutesText(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
