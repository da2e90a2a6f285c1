/** The longest e-mail and password the login takes; without zod, so the login page can read it first. */
export const LOGIN_FIELD_MAX = 100;
