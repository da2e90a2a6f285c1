import { formatThaiDate } from '@yim/contract';
import { memo, useCallback, useMemo } from 'react';
import { Calendar, DateLocalizer, dayjsLocalizer, type Formats, type SlotInfo } from 'react-big-calendar';
import dragAndDropAddon, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { dayjs } from '../../lib/dayjs.ts';
import { useTranslation } from 'react-i18next';
import { AppointmentEventCard, CardLabelsContext, type CardLabels } from './appointment-event-card.tsx';
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

function eventStyle(event: CalendarEvent) {
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
  const isMovable = useCallback((event: CalendarEvent) => onMove !== null && !event.locked, [onMove]);
  const drop = useCallback(
    (args: EventInteractionArgs<CalendarEvent>) =>
      onMove?.(args.event, slotChoice(args.start, args.end, args.resourceId)),
    [onMove],
  );
  const resize = useCallback(
    (args: EventInteractionArgs<CalendarEvent>) =>
      onMove?.(args.event, slotChoice(args.start, args.end, args.event.resourceId)),
    [onMove],
  );

  return (
    <div className="yim-calendar" data-testid="appointment-calendar">
      <CardLabelsContext.Provider value={cardLabels}>
        <DnDCalendar
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
          step={15}
          timeslots={4}
          min={min}
          max={max}
          scrollToTime={scrollToTime}
          selectable={onSelectSlot !== null}
          onSelectSlot={selectSlot}
          onSelectEvent={onSelectEvent}
          draggableAccessor={isMovable}
          resizableAccessor={isMovable}
          onEventDrop={drop}
          onEventResize={resize}
          slotPropGetter={slotPropGetter}
          eventPropGetter={eventStyle}
          components={components}
          showMultiDayTimes={false}
          dayLayoutAlgorithm="no-overlap"
        />
      </CardLabelsContext.Provider>
    </div>
  );
});

function clockText(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

function minutesText(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
