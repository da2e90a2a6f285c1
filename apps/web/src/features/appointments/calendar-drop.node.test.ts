import { describe, expect, it } from 'vitest';
import { columnAt, dropSlot, slotMoved, type DropColumn, type TimeScale } from './calendar-drop.ts';

// Two room columns of a day view, 100 px wide, from 07:00 (420) at y = 0, 80 px an hour.
const room2: DropColumn = { left: 0, right: 100, top: 0, height: 1120, day: '2026-12-01', resourceId: 2 };
const room3: DropColumn = { left: 100, right: 200, top: 0, height: 1120, day: '2026-12-01', resourceId: 3 };
const columns = [room2, room3];
const scale: TimeScale = { startMinutes: 420, minutesPerPixel: 60 / 80, step: 15 };
const y = (minutes: number) => (minutes - 420) / scale.minutesPerPixel;

// A 10:30–10:45 card in room 2, grabbed 5 minutes below its start.
const card = { startMinutes: 630, endMinutes: 645, grabOffset: 5, column: room2 };

describe('where a dragged card lands', () => {
  it('moves to the column and time under the pointer, keeping its length and grab point', () => {
    const slot = dropSlot('move', card, { x: 150, y: y(690 + 5) }, columns, scale);
    expect(slot).toMatchObject({ column: room3, startMinutes: 690, endMinutes: 705 });
  });

  it('snaps to the nearest quarter hour', () => {
    expect(dropSlot('move', card, { x: 50, y: y(700 + 5) }, columns, scale)).toMatchObject({ startMinutes: 705 });
    expect(dropSlot('move', card, { x: 50, y: y(697 + 5) }, columns, scale)).toMatchObject({ startMinutes: 690 });
  });

  it('takes the nearest column when the pointer leaves the grid sideways', () => {
    expect(columnAt(columns, -40)).toBe(room2);
    expect(columnAt(columns, 260)).toBe(room3);
    expect(columnAt([], 50)).toBeUndefined();
  });

  it('stays within the day', () => {
    expect(dropSlot('move', card, { x: 50, y: y(-200) }, columns, scale)).toMatchObject({ startMinutes: 0 });
    expect(dropSlot('move', card, { x: 50, y: y(1500) }, columns, scale)).toMatchObject({ endMinutes: 1440 });
  });

  it('stretches the bottom edge in its own column, never shorter than a step', () => {
    const longer = dropSlot('resize-end', card, { x: 150, y: y(677) }, columns, scale);
    expect(longer).toMatchObject({ column: room2, startMinutes: 630, endMinutes: 675 });
    expect(dropSlot('resize-end', card, { x: 50, y: y(600) }, columns, scale)).toMatchObject({ endMinutes: 645 });
  });

  it('stretches the top edge, never past the end', () => {
    expect(dropSlot('resize-start', card, { x: 50, y: y(601) }, columns, scale)).toMatchObject({
      startMinutes: 600,
      endMinutes: 645,
    });
    expect(dropSlot('resize-start', card, { x: 50, y: y(700) }, columns, scale)).toMatchObject({ startMinutes: 630 });
  });

  it('tells a real move from a drop where the card already was', () => {
    const same = dropSlot('move', card, { x: 50, y: y(635) }, columns, scale)!;
    expect(slotMoved(same, card)).toBe(false);
    expect(slotMoved({ ...same, column: room3 }, card)).toBe(true);
  });
});
