import type { TBranchSettings } from '@yim/contract';

/** A room as the setting form edits it; `key` tells rows apart before a new room has an id. */
export type RoomDraft = { key: string; id?: number; name: string; active: boolean };

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

/** The server sends rooms in their order (sortOrder); the form keeps that order as the list's. */
export function roomDrafts(rooms: TBranchSettings['rooms']): RoomDraft[] {
  return [...rooms]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((room) => ({ key: `room-${room.id}`, id: room.id, name: room.name, active: room.active }));
}

export function addRoom(rooms: readonly RoomDraft[], name: string): RoomDraft[] {
  return [...rooms, { key: newKey(), name, active: true }];
}

/** Moves one room up (-1) or down (+1); at either end nothing changes. */
export function moveRoom(rooms: readonly RoomDraft[], index: number, step: -1 | 1): RoomDraft[] {
  const target = index + step;
  if (index < 0 || index >= rooms.length || target < 0 || target >= rooms.length) return [...rooms];
  const next = [...rooms];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function patchRoom(rooms: readonly RoomDraft[], index: number, patch: Partial<RoomDraft>): RoomDraft[] {
  return rooms.map((room, i) => (i === index ? { ...room, ...patch } : room));
}

/**
 * Takes a room off the list: a new one simply goes, a saved one is deactivated instead, so the
 * appointments that name it keep it (the server never deletes a room).
 */
export function removeRoom(rooms: readonly RoomDraft[], index: number): RoomDraft[] {
  const room = rooms[index];
  if (!room) return [...rooms];
  if (room.id === undefined) return rooms.filter((_, i) => i !== index);
  return patchRoom(rooms, index, { active: false });
}
