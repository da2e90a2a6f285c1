import { bangkokInstant } from '@yim/contract';
import { memo, useEffect, useRef, useState, type RefObject } from 'react';
import type { CalendarEvent } from './appointment-event.ts';
import { dropSlot, slotMoved, type DragMode, type DropColumn, type DropSlot, type TimeScale } from './calendar-drop.ts';

/** A slot picked, a card dragged or resized: instants as the API takes them, and the column. */
export type SlotChoice = { startDt: string; endDt: string; resourceId: number | string | undefined };

type Props = {
  /** The element around the calendar: it hears the pointer and places the preview. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** The days of the grid's columns, in order ('2026-11-27'): one in the day view, seven in the week. */
  days: readonly string[];
  /** The rooms or doctors of the day view's columns; undefined in the week view. */
  resourceIds: readonly (number | string)[] | undefined;
  /** The grid's first minute of the day and the minutes of one hour row (step × timeslots). */
  startMinutes: number;
  groupMinutes: number;
  step: number;
  eventById: ReadonlyMap<number, CalendarEvent>;
  onMove: (event: CalendarEvent, slot: SlotChoice) => void;
};

/** A card grabbed this close to its top or bottom edge is stretched, not moved (px, at most a quarter of it). */
const EDGE = 6;
/** A mouse must travel this far before a press becomes a drag, so a click still opens the card. */
const MOUSE_THRESHOLD = 4;
/** A finger must rest this long on a card before it drags it; moving sooner scrolls the calendar. */
const TOUCH_HOLD_MS = 350;
const TOUCH_SLOP = 8;

type Preview = { left: number; top: number; width: number; height: number; label: string };

type Gesture = {
  event: CalendarEvent;
  card: HTMLElement;
  mode: DragMode;
  from: { startMinutes: number; endMinutes: number; grabOffset: number; column: DropColumn };
  pointerId: number;
  startX: number;
  startY: number;
  dragging: boolean;
  /** Given up with Escape while held: nothing moves, and the release is not a click either. */
  cancelled: boolean;
  slot: DropSlot | undefined;
  holdTimer: number | undefined;
};

/**
 * Moving and stretching cards on the calendar, written for it instead of react-big-calendar's
 * drag-and-drop addon: the addon wrapped every card and measured its scroll parent for every
 * column on mount, a third of the day view's paint time (bench/appointment-day-view.mjs). Here
 * one pointer listener on the container does the work, and only while a card is held: it measures
 * the columns when the press starts, draws a preview of where the card would land, and hands the
 * slot to `onMove` on release. The calendar itself does not render during a drag.
 */
export const CardDragLayer = memo(function CardDragLayer(props: Props) {
  const [preview, setPreview] = useState<Preview | null>(null);
  // The listeners are added once; they read the latest props from here.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const container = props.containerRef.current;
    if (!container) return;
    let gesture: Gesture | undefined;
    // Set by the release of a drag, cleared after the click that the release may fire.
    let suppressClick = false;

    const measure = () => measureColumns(container, latest.current);

    const finish = (commit: boolean) => {
      const ended = gesture;
      gesture = undefined;
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerCancel);
      window.removeEventListener('keydown', onKeyDown, true);
      if (!ended) return;
      window.clearTimeout(ended.holdTimer);
      ended.card.classList.remove('yim-event-dragging');
      container.classList.remove('yim-calendar-dragging');
      setPreview(null);
      if (!ended.dragging) return;
      // The release is not also a click on the card (which would open its details). The browser
      // fires that click right after the pointerup, before any timer.
      suppressClick = true;
      window.setTimeout(() => (suppressClick = false), 0);
      if (commit && !ended.cancelled && ended.slot && slotMoved(ended.slot, ended.from)) {
        latest.current.onMove(ended.event, slotChoice(ended.slot));
      }
    };

    const startDragging = (current: Gesture) => {
      current.dragging = true;
      current.card.classList.add('yim-event-dragging');
      container.classList.add('yim-calendar-dragging');
    };

    const follow = (current: Gesture, x: number, y: number) => {
      const measured = measure();
      if (!measured) return;
      // The columns are measured again: the grid may have scrolled since the press.
      const fromColumn =
        measured.columns.find((column) => sameColumn(column, current.from.column)) ?? current.from.column;
      current.from = { ...current.from, column: fromColumn };
      current.slot = dropSlot(current.mode, current.from, { x, y }, measured.columns, measured.scale);
      setPreview(current.slot ? previewOf(current.slot, measured.scale, container) : null);
    };

    function onPointerMove(move: PointerEvent) {
      const current = gesture;
      if (!current || move.pointerId !== current.pointerId || current.cancelled) return;
      const distance = Math.hypot(move.clientX - current.startX, move.clientY - current.startY);
      if (!current.dragging) {
        if (move.pointerType === 'touch') {
          // Moving before the hold ends is a scroll: let it be one.
          if (distance > TOUCH_SLOP) finish(false);
          return;
        }
        if (distance < MOUSE_THRESHOLD) return;
        startDragging(current);
      }
      move.preventDefault();
      follow(current, move.clientX, move.clientY);
    }
    function onPointerUp(up: PointerEvent) {
      if (gesture && up.pointerId === gesture.pointerId) finish(true);
    }
    function onPointerCancel() {
      finish(false);
    }
    function onKeyDown(key: KeyboardEvent) {
      if (key.key !== 'Escape' || !gesture?.dragging) return;
      key.stopPropagation();
      // The pointer is still down: the gesture ends at its release, which then clicks nothing.
      gesture.cancelled = true;
      gesture.card.classList.remove('yim-event-dragging');
      setPreview(null);
    }

    const onPointerDown = (down: PointerEvent) => {
      if (gesture || down.button !== 0 || !(down.target instanceof Element)) return;
      const card = down.target.closest<HTMLElement>('.rbc-event');
      const id = Number(card?.querySelector('[data-appointment-id]')?.getAttribute('data-appointment-id'));
      const event = latest.current.eventById.get(id);
      if (!card || !event || event.locked) return;
      const measured = measure();
      const columnElement = card.closest('.rbc-day-slot');
      const column = measured?.columns.find((candidate) => candidate.element === columnElement);
      if (!measured || !column) return;
      const box = card.getBoundingClientRect();
      const edge = Math.min(EDGE, box.height / 4);
      const mode: DragMode =
        down.clientY - box.top < edge ? 'resize-start' : box.bottom - down.clientY < edge ? 'resize-end' : 'move';
      const startMinutes = minutesOfDay(event.start);
      const endMinutes = startMinutes + Math.round((event.end.getTime() - event.start.getTime()) / 60_000);
      const pointerMinutes = measured.scale.startMinutes + (down.clientY - column.top) * measured.scale.minutesPerPixel;
      gesture = {
        event,
        card,
        mode,
        from: { startMinutes, endMinutes, grabOffset: pointerMinutes - startMinutes, column },
        pointerId: down.pointerId,
        startX: down.clientX,
        startY: down.clientY,
        dragging: false,
        cancelled: false,
        slot: undefined,
        holdTimer: undefined,
      };
      if (down.pointerType === 'touch') {
        const held = gesture;
        held.holdTimer = window.setTimeout(() => {
          if (gesture !== held) return;
          startDragging(held);
          follow(held, held.startX, held.startY);
        }, TOUCH_HOLD_MS);
      }
      window.addEventListener('pointermove', onPointerMove);
      window.addEventListener('pointerup', onPointerUp);
      window.addEventListener('pointercancel', onPointerCancel);
      window.addEventListener('keydown', onKeyDown, true);
    };
    // A finger dragging a card must not scroll the page: only a non-passive listener can say so.
    const onTouchMove = (touch: TouchEvent) => {
      if (gesture?.dragging) touch.preventDefault();
    };
    const onClickCapture = (click: MouseEvent) => {
      if (!suppressClick) return;
      suppressClick = false;
      click.stopPropagation();
      click.preventDefault();
    };

    container.addEventListener('pointerdown', onPointerDown);
    container.addEventListener('touchmove', onTouchMove, { passive: false });
    container.addEventListener('click', onClickCapture, true);
    return () => {
      finish(false);
      container.removeEventListener('pointerdown', onPointerDown);
      container.removeEventListener('touchmove', onTouchMove);
      container.removeEventListener('click', onClickCapture, true);
    };
  }, [props.containerRef]);

  if (!preview) return null;
  return (
    <div
      className="yim-drag-preview"
      aria-hidden="true"
      style={{ left: preview.left, top: preview.top, width: preview.width, height: preview.height }}
    >
      {preview.label}
    </div>
  );
});

type MeasuredColumn = DropColumn & { element: Element; index: number };

/**
 * The grid's day columns on screen, each with its day and room or doctor. react-big-calendar lays
 * them out resource by resource, day by day within each (one day in the day view).
 */
function measureColumns(
  container: HTMLElement,
  { days, resourceIds, startMinutes, groupMinutes, step }: Props,
): { columns: MeasuredColumn[]; scale: TimeScale } | undefined {
  const elements = [...container.querySelectorAll('.rbc-time-content > .rbc-day-slot')];
  const first = elements[0];
  if (!first) return undefined;
  const columns = elements.map((element, index): MeasuredColumn => {
    const box = element.getBoundingClientRect();
    const resourceIndex = Math.floor(index / days.length);
    return {
      element,
      index,
      left: box.left,
      right: box.right,
      top: box.top,
      height: box.height,
      day: days[index % days.length]!,
      resourceId: resourceIds?.[resourceIndex],
    };
  });
  // Each hour row of a column is one group: its count and the column's height give the scale.
  const groups = first.querySelectorAll('.rbc-timeslot-group').length;
  const height = columns[0]!.height;
  if (groups === 0 || height === 0) return undefined;
  return { columns, scale: { startMinutes, minutesPerPixel: (groups * groupMinutes) / height, step } };
}

/** The same column measured twice (its position may have changed in between). */
function sameColumn(a: DropColumn, b: DropColumn): boolean {
  return (a as MeasuredColumn).index === (b as MeasuredColumn).index;
}

function previewOf(slot: DropSlot, scale: TimeScale, container: HTMLElement): Preview {
  const origin = container.getBoundingClientRect();
  const pixels = (minutes: number) => (minutes - scale.startMinutes) / scale.minutesPerPixel;
  return {
    left: slot.column.left - origin.left + 2,
    top: slot.column.top - origin.top + pixels(slot.startMinutes),
    width: slot.column.right - slot.column.left - 6,
    height: (slot.endMinutes - slot.startMinutes) / scale.minutesPerPixel,
    label: `${clock(slot.startMinutes)}–${clock(slot.endMinutes)}`,
  };
}

function slotChoice(slot: DropSlot): SlotChoice {
  const midnight = bangkokInstant(slot.column.day, '00:00').getTime();
  return {
    startDt: new Date(midnight + slot.startMinutes * 60_000).toISOString(),
    endDt: new Date(midnight + slot.endMinutes * 60_000).toISOString(),
    resourceId: slot.column.resourceId,
  };
}

/** Minutes since midnight of a wall-clock Date (its local fields are Bangkok's). */
function minutesOfDay(date: Date): number {
  return date.getHours() * 60 + date.getMinutes();
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
