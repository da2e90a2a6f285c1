import {
  ACCOUNT_MESSAGES,
  CLINIC_MESSAGES,
  MASTER_MESSAGES,
  PASSWORD_MESSAGES,
  PATIENT_MESSAGES,
  RISK_MESSAGES,
} from '@yim/contract';
import { useTranslation } from 'react-i18next';

// The contract's schemas carry the spec's Thai messages; the same text comes back from the server
// in a 422 answer. Each known text maps to a key of auth:validation, so English can be shown too.
const KEY_OF_MESSAGE = new Map<string, string>(
  [
    ...Object.entries(ACCOUNT_MESSAGES),
    ...Object.entries(PASSWORD_MESSAGES),
    ...Object.entries(MASTER_MESSAGES),
    ...Object.entries(CLINIC_MESSAGES),
    ...Object.entries(PATIENT_MESSAGES),
    ...Object.entries(RISK_MESSAGES),
  ].map(([key, text]) => [text, key]),
);

export function validationKey(message: string): string | null {
  return KEY_OF_MESSAGE.get(message) ?? null;
}

/** Translates a schema or server message; an unknown text is shown as the server wrote it. */
export function useValidationText() {
  const { t } = useTranslation('auth');
  return (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined;
    const key = validationKey(message);
    return key ? t(`validation.${key}`) : message;
  };
}
