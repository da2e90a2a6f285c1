import { isApiError, onApiFailure } from './api-client.ts';
import { recordError } from './error-history.ts';
import { errorTypeOf, presentError } from './error-presentation.ts';
import { i18n } from './i18n.ts';
import { showToast } from './notify.ts';
import { isCoPaymentNoData, openCoPaymentNoDataDialog } from './co-payment-warning.ts';
import { openUploadLimitDialog, uploadLimitOf } from './upload-limits.ts';

/** Spec access §9: the same message for the same URL is shown once within 5 s. */
export const DUPLICATE_WINDOW_MS = 5_000;

const lastShown = new Map<string, number>();

function isDuplicate(key: string, now: number): boolean {
  for (const [seen, at] of lastShown) if (now - at >= DUPLICATE_WINDOW_MS) lastShown.delete(seen);
  if (lastShown.has(key)) return true;
  lastShown.set(key, now);
  return false;
}

export type ErrorContext = { silent?: boolean; context?: string };

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * The global error handler (spec access §8): every error is kept in the history; a toast follows
 * unless the call was silent, the error has no toast (401, login, oauth2) or was just shown.
 * If handling itself fails, a plain system-error toast still tells the user something went wrong.
 */
export function handleGlobalError(error: unknown, options: ErrorContext = {}): void {
  try {
    const online = isOnline();
    const api = isApiError(error) ? error : null;
    recordError({
      timestamp: new Date().toISOString(),
      type: errorTypeOf(error, online),
      message: error instanceof Error ? error.message : String(error),
      status: api?.status ?? null,
      url: api?.url ?? null,
      method: api?.method ?? null,
      context: options.context ?? null,
      stack: error instanceof Error ? (error.stack ?? null) : null,
    });
    // The upload limits have dialogs of their own, which a silent upload shows too (spec access §8).
    const limit = api ? uploadLimitOf(api) : null;
    if (limit) return openUploadLimitDialog(limit);
    // So does a co-payment scheme's 'No data found' (spec clinic §8), also for the silent booking form.
    if (api && isCoPaymentNoData(api)) return openCoPaymentNoDataDialog();
    if (options.silent) return;
    const shown = presentError(error, i18n, online);
    if (!shown || isDuplicate(`${shown.message}|${api?.url ?? ''}`, Date.now())) return;
    showToast(shown.tone, shown.message);
  } catch {
    try {
      showToast('danger', i18n.t('errors:messages.systemError'));
    } catch {
      // Nothing left to show it with.
    }
  }
}

/** Routes every failed API call to the handler; the returned function stops it. */
export function installGlobalErrorHandler(): () => void {
  return onApiFailure(({ error, silent, context }) => handleGlobalError(error, { silent, context }));
}

/** For tests: forget which messages were shown. */
export function resetShownErrors(): void {
  lastShown.clear();
}
