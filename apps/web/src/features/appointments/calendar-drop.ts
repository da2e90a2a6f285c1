// Where a dragged or stretched card lands: pure arithmetic over the calendar's measured columns,
// so that the pointer handling (use-card-drag.ts) stays thin and this can be tested without a
// browser. Times are minutes since the start of the column's day (wall clock, wall-clock.ts).

/** One day column of the time grid as measured on screen, and what it stands for. */
export type DropColumn = {
  left: number;
  right: number;
  top: number;
  height: number;
  /** The wall-clock day the column shows ('2026-11-27'). */
  day: string;
  /** The room or doctor of the column in the day view; undefined in the week view. */
  resourceId: number | string | undefined;
};

/** The grid's time scale: the column's top edge is `startMinutes`, each pixel `minutesPerPixel`. */
export type TimeScale = { startMinutes: number; minutesPerPixel: number; step: number };

export type DragMode = 'move' | 'resize-start' | 'resize-end';

/** What the card becomes, in the column's day: [start, end) minutes. */
export type DropSlot = { column: DropColumn; startMinutes: number; endMinutes: number };

const DAY_MINUTES = 24 * 60;

/** The column under x, or the nearest one when the pointer has left the grid sideways. */
export function columnAt(columns: readonly DropColumn[], x: number): DropColumn | undefined {
  let nearest: DropColumn | undefined;
  let nearestDistance = Infinity;
  for (const column of columns) {
    if (x >= column.left && x < column.right) return column;
    const distance = x < column.left ? column.left - x : x - column.right;
    if (distance < nearestDistance) {
      nearest = column;
      nearestDistance = distance;
    }
  }
  return nearest;
}

/** The minute of the day at height y of a column. */
export function minutesAt(column: DropColumn, scale: TimeScale, y: number): number {
  return scale.startMinutes + (y - column.top) * scale.minutesPerPixel;
}

const snap = (minutes: number, step: number) => Math.round(minutes / step) * step;

/**
 * The slot a card lands in. A move keeps the card's length and the point where it was grabbed
 * (`grabOffset` minutes below its start); a stretch moves one edge, never past the other and
 * never shorter than one step. Everything snaps to the grid's step and stays within the day.
 */
export function dropSlot(
  mode: DragMode,
  card: { startMinutes: number; endMinutes: number; grabOffset: number; column: DropColumn },
  pointer: { x: number; y: number },
  columns: readonly DropColumn[],
  scale: TimeScale,
): DropSlot | undefined {
  const { step } = scale;
  if (mode === 'move') {
    const column = columnAt(columns, pointer.x);
    if (!column) return undefined;
    const length = card.endMinutes - card.startMinutes;
    const start = clamp(snap(minutesAt(column, scale, pointer.y) - card.grabOffset, step), 0, DAY_MINUTES - length);
    return { column, startMinutes: start, endMinutes: start + length };
  }
  // A stretch stays in the card's own column.
  const at = snap(minutesAt(card.column, scale, pointer.y), step);
  if (mode === 'resize-end') {
    return {
      column: card.column,
      startMinutes: card.startMinutes,
      endMinutes: clamp(at, card.startMinutes + step, DAY_MINUTES),
    };
  }
  return { column: card.column, startMinutes: clamp(at, 0, card.endMinutes - step), endMinutes: card.endMinutes };
}

/** Whether the slot differs from where the card already is. */
export function slotMoved(slot: DropSlot, card: { startMinutes: number; endMinutes: number; column: DropColumn }) {
  return slot.column !== card.column || slot.startMinutes !== card.startMinutes || slot.endMinutes !== card.endMinutes;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}
