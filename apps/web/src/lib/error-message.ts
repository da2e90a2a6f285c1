import { ERRORS, isErrorCode } from '@yim/contract';
import type { i18n as I18n } from 'i18next';
import { isApiError, type ApiError } from './api-client.ts';

type MessageKey =
  | 'systemError'
  | 'networkError'
  | 'serverError'
  | 'timeout'
  | 'unauthorized'
  | 'permissionDenied'
  | 'dataNotFound'
  | 'validationError';

/** Spec access §8 status mapping, used when the code itself has no text. */
function messageKeyForStatus(status: number): MessageKey | null {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'permissionDenied';
    case 404:
      return 'dataNotFound';
    case 422:
      return 'validationError';
    case 500:
    case 503:
      return 'serverError';
    case 504:
      return 'timeout';
    default:
      return null;
  }
}

function codeText(error: ApiError, i18n: I18n): string | null {
  const key = `errors:codes.${error.errorCode}`;
  if (i18n.exists(key)) return i18n.t(key);
  // A code added to the contract before its translation: fall back to the contract's own text.
  if (isErrorCode(error.errorCode)) {
    const entry = ERRORS[error.errorCode];
    return i18n.language === 'en' ? entry.en : entry.th;
  }
  return null;
}

function baseText(error: ApiError, i18n: I18n): string {
  if (error.kind === 'network' || error.message === 'Network Error') return i18n.t('errors:messages.networkError');
  // A gateway time-out is a time-out whatever code a proxy put on it.
  if (error.status === 504) return i18n.t('errors:messages.timeout');
  const fromCode = codeText(error, i18n);
  if (fromCode) return fromCode;
  const key = messageKeyForStatus(error.status);
  if (key) return i18n.t(`errors:messages.${key}`);
  return error.serverText ?? i18n.t('errors:messages.systemError');
}

/** The text to show for any failure: translated by code, then by status, never raw internals. */
export function errorMessage(error: unknown, i18n: I18n): string {
  if (!isApiError(error)) return i18n.t('errors:messages.systemError');
  const message = baseText(error, i18n);
  if (!error.validationPath) return message;
  return i18n.t('errors:withPath', { message, path: error.validationPath });
}
