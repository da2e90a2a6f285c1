import type { i18n as I18n } from 'i18next';
import { isApiError, type ApiErrorKind } from './api-client.ts';
import { errorMessage } from './error-message.ts';
import enErrors from '../locales/en/errors.json';

/**
 * Spec access §8: the network warning is English whatever the language. Read from the English
 * file itself: a Thai session has not loaded the English texts, and i18n would fall back to Thai.
 */
export const NETWORK_WARNING: string = enErrors.messages.networkError;

export type ErrorPresentation = { tone: 'warning' | 'danger'; message: string };

// Spec access §8: login and oauth2 calls show their own messages, never a toast.
const SIGN_IN_PATHS = ['/api/login', '/api/user/login'];

function isToastFree(url: string): boolean {
  const { pathname } = new URL(url, 'http://app.invalid');
  return SIGN_IN_PATHS.includes(pathname) || pathname.includes('/oauth2/');
}

/** Spec access §8 error type: offline or 'Network Error' is network, else the status class. */
export function errorTypeOf(error: unknown, isOnline: boolean): ApiErrorKind {
  if (!isOnline) return 'network';
  if (!isApiError(error)) return error instanceof Error && error.message === 'Network Error' ? 'network' : 'unknown';
  return error.message === 'Network Error' ? 'network' : error.kind;
}

/**
 * How the global handler shows an error, or null for none: network → warning in English;
 * 403 → warning; server, validation, business, unknown → danger with the message (and the first
 * validation path). A 401 belongs to the session-expired dialog.
 */
export function presentError(error: unknown, i18n: I18n, isOnline: boolean): ErrorPresentation | null {
  if (isApiError(error) && (error.status === 401 || isToastFree(error.url))) return null;
  const type = errorTypeOf(error, isOnline);
  switch (type) {
    case 'network':
      return { tone: 'warning', message: NETWORK_WARNING };
    case 'auth':
      return { tone: 'warning', message: errorMessage(error, i18n) };
    case 'server':
    case 'validation':
    case 'business':
    case 'unknown':
      return { tone: 'danger', message: errorMessage(error, i18n) };
  }
}
