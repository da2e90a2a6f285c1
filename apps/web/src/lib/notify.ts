import { notifications } from '@mantine/notifications';
import { i18n } from './i18n.ts';
import { errorMessage } from './error-message.ts';

export type ToastKind = 'warning' | 'success' | 'info' | 'danger';

const COLORS: Record<ToastKind, string> = { warning: 'yellow', success: 'teal', info: 'blue', danger: 'red' };

/** Toasts with the spec's titles (access §8). The global error handler will build on this. */
export function showToast(kind: ToastKind, message: string): void {
  notifications.show({ color: COLORS[kind], title: i18n.t(`errors:toast.${kind}`), message });
}

export function showErrorToast(error: unknown): void {
  showToast('danger', errorMessage(error, i18n));
}
