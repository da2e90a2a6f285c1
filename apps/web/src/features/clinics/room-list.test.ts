import { describe, expect, it } from 'vitest';
import { addRoom, moveRoom, patchRoom, removeRoom, roomDrafts } from './room-list.ts';

const SAVED = roomDrafts([
  { id: 7, name: 'ห้อง 2', sortOrder: 2, active: true },
  { id: 5, name: 'ห้อง 1', sortOrder: 1, active: true },
  { id: 9, name: 'ห้องเก่า', sortOrder: 3, active: false },
]);

describe('room list of the setting form', () => {
  it('keeps the server order and moves a room by one, not past either end', () => {
    expect(SAVED.map((room) => room.id)).toEqual([5, 7, 9]);
    expect(moveRoom(SAVED, 1, -1).map((room) => room.id)).toEqual([7, 5, 9]);
    expect(moveRoom(SAVED, 1, 1).map((room) => room.id)).toEqual([5, 9, 7]);
    expect(moveRoom(SAVED, 0, -1).map((room) => room.id)).toEqual([5, 7, 9]);
    expect(moveRoom(SAVED, 2, 1).map((room) => room.id)).toEqual([5, 7, 9]);
  });

  it('deactivates a saved room instead of dropping it, and drops a new one', () => {
    const withNew = addRoom(SAVED, 'ห้อง 4');
    expect(withNew).toHaveLength(4);
    expect(withNew[3]).toMatchObject({ name: 'ห้อง 4', active: true });
    expect(withNew[3]?.id).toBeUndefined();
    expect(removeRoom(withNew, 3)).toHaveLength(3);
    const removed = removeRoom(withNew, 0);
    expect(removed).toHaveLength(4);
    expect(removed[0]).toMatchObject({ id: 5, active: false });
  });

  it('renames one room and leaves the others', () => {
    const renamed = patchRoom(SAVED, 1, { name: 'ห้องทำฟัน' });
    expect(renamed.map((room) => room.name)).toEqual(['ห้อง 1', 'ห้องทำฟัน', 'ห้องเก่า']);
    expect(new Set(addRoom(addRoom(SAVED, 'a'), 'b').map((room) => room.key)).size).toBe(5);
  });
});
