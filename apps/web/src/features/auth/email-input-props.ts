import { LOGIN_FIELD_MAX } from '@yim/contract';

/** What every e-mail field of the account pages shares: the e-mail keyboard, no autocorrection. */
export const EMAIL_INPUT_PROPS = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  maxLength: LOGIN_FIELD_MAX,
} as const;
