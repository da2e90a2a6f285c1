import type { ApiErrorKind } from './api-client.ts';

/** Spec access §3 error-history entry; §9 keeps the last 100. */
export type ErrorHistoryEntry = {
  timestamp: string;
  type: ApiErrorKind;
  message: string;
  status: number | null;
  url: string | null;
  method: string | null;
  context: string | null;
  stack: string | null;
};

export const ERROR_HISTORY_LIMIT = 100;

const entries: ErrorHistoryEntry[] = [];

export function recordError(entry: ErrorHistoryEntry): void {
  entries.push(entry);
  if (entries.length > ERROR_HISTORY_LIMIT) entries.splice(0, entries.length - ERROR_HISTORY_LIMIT);
}

/** The last errors, oldest first: for a support view or the browser console. */
export function getErrorHistory(): readonly ErrorHistoryEntry[] {
  return [...entries];
}

export function clearErrorHistory(): void {
  entries.length = 0;
}
