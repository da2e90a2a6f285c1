import { useCallback, useMemo, useSyncExternalStore } from 'react';

// Spec clinic §9: the search remembers the last 5 patients opened. Front-desk computers are
// shared, so only ids are kept (never a name or a DN); the names are fetched fresh, with the
// caller's rights, each time the list is shown. One list per clinic: ids are clinic-wide.

export const RECENT_PATIENTS_MAX = 5;
const STORAGE_PREFIX = 'recentPatients:';
const CHANGE_EVENT = 'yim:recent-patients';

function storageKey(clinicUrl: string): string {
  return `${STORAGE_PREFIX}${clinicUrl}`;
}

function isPositiveInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** The remembered ids, most recent first; anything unreadable counts as none. */
export function readRecentPatientIds(clinicUrl: string): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(clinicUrl)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPositiveInt).slice(0, RECENT_PATIENTS_MAX) : [];
  } catch {
    return [];
  }
}

function write(clinicUrl: string, ids: number[]): void {
  try {
    window.localStorage.setItem(storageKey(clinicUrl), JSON.stringify(ids));
  } catch {
    // Storage full or disabled (private mode): the list is a convenience, the app works without it.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Puts `id` first, drops an older copy of it and keeps the last five. */
export function rememberPatient(clinicUrl: string, id: number): void {
  const ids = [id, ...readRecentPatientIds(clinicUrl).filter((other) => other !== id)];
  write(clinicUrl, ids.slice(0, RECENT_PATIENTS_MAX));
}

/** Forgets one id (a deleted record, or one the server no longer returns). */
export function forgetPatient(clinicUrl: string, id: number): void {
  write(
    clinicUrl,
    readRecentPatientIds(clinicUrl).filter((other) => other !== id),
  );
}

function subscribe(onChange: () => void): () => void {
  // Other tabs change the list through the storage event, this tab through its own event.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The remembered ids of a clinic, kept current as records are opened (here or in another tab). */
export function useRecentPatientIds(clinicUrl: string): number[] {
  // A string snapshot, so that an unchanged list is the same value and renders nothing.
  const snapshot = useSyncExternalStore(
    subscribe,
    useCallback(() => readRecentPatientIds(clinicUrl).join(','), [clinicUrl]),
  );
  return useMemo(() => (snapshot === '' ? [] : snapshot.split(',').map(Number)), [snapshot]);
}
