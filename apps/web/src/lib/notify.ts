import { notifications } from '@mantine/notifications';
import { isApiError } from './api-client.ts';
import { i18n } from './i18n.ts';
import { errorMessage } from './error-message.ts';

export type ToastKind = 'warning' | 'success' | 'info' | 'danger';

const COLORS: Record<ToastKind, string> = { warning: 'yellow', success: 'teal', info: 'blue', danger: 'red' };

/** Toasts with the spec's titles (access §8): warning, success, info, danger. */
export function showToast(kind: ToastKind, message: string, autoCloseMs?: number): void {
  notifications.show({
    color: COLORS[kind],
    title: i18n.t(`errors:toast.${kind}`),
    message,
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
