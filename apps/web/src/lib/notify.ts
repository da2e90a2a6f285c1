import type { NotificationData } from '@mantine/notifications';
import { isApiError } from './api-client.ts';
import { i18n } from './i18n.ts';
import { errorMessage } from './error-message.ts';

export type ToastKind = 'warning' | 'success' | 'info' | 'danger';

const COLORS: Record<ToastKind, string> = { warning: 'yellow', success: 'teal', info: 'blue', danger: 'red' };

type ToastsModule = typeof import('@mantine/notifications');

// Mantine's notifications (their store, the container with its drag and scroll handling) are a
// chunk fetched after the first page is drawn, not part of it: the container mounts through
// optionalPart (app-providers), and a toast asked for before the chunk arrived waits here and is
// shown as it arrives. A failed fetch is tried again by the next toast or by the container once
// the browser is back online.
let toasts: ToastsModule | null = null;
let pending: Promise<ToastsModule> | null = null;
const waiting: NotificationData[] = [];

/** The notifications chunk, fetched once; it shows the toasts asked for before it arrived. */
export function loadToasts(): Promise<ToastsModule> {
  return (pending ??= import('@mantine/notifications').then(
    (module) => {
      toasts = module;
      waiting.splice(0).forEach((toast) => module.notifications.show(toast));
      return module;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  ));
}

function show(toast: NotificationData): void {
  if (toasts) {
    toasts.notifications.show(toast);
    return;
  }
  waiting.push(toast);
  loadToasts().catch(() => undefined);
}

/** Toasts with the spec's titles (access §8): warning, success, info, danger. */
export function showToast(kind: ToastKind, message: string, autoCloseMs?: number): void {
  show({
    color: COLORS[kind],
    title: i18n.t(`errors:toast.${kind}`),
    message,
    // Mantine's × has no name for screen readers.
    closeButtonProps: { 'aria-label': i18n.t('common:actions.closeToast') },
    ...(autoCloseMs ? { autoClose: autoCloseMs } : {}),
  });
}

/**
 * A screen's own failure text, with the first validation path of a 422 answer after it (spec
 * access §8: the message plus the first validation path).
 */
export function withValidationPath(text: string, error: unknown): string {
  if (!isApiError(error) || !error.validationPath) return text;
  return i18n.t('errors:withPath', { message: text, path: error.validationPath });
}

export function showErrorToast(error: unknown): void {
  showToast('danger', errorMessage(error, i18n));
}

/** Tests: back to before the chunk arrived (the next toast fetches it again). */
export function resetToasts(): void {
  toasts = null;
  pending = null;
  waiting.length = 0;
}
