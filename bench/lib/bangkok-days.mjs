// @ts-check
// Calendar days as the web app names them: Bangkok's (UTC+7, no daylight saving), YYYY-MM-DD.

const DAY_MS = 86_400_000;

/** Today in Bangkok, YYYY-MM-DD. */
export const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
/** @param {string} day @param {number} n */
export const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** @param {string} day */
export const mondayOf = (day) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
/** @param {string} day the instant a Bangkok day starts, as the web app sends it */
export const bangkokMidnight = (day) => new Date(`${day}T00:00:00+07:00`).toISOString();
