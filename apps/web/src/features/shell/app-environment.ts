/**
 * Whether the server runs in production (APP_ENV). `GET /api/version` carries it once the
 * adapters work lands; until then, and for any answer without it, production is assumed: the
 * spec fixes the production flag to true, and that is the safe side (Subscription stays shut).
 */
export function isProductionAnswer(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return true;
  const env = (answer as { appEnv?: unknown }).appEnv;
  return typeof env === 'string' ? env === 'production' : true;
}

/** The token copy control shows only in staging (spec access §2). */
export function isStagingAnswer(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  return (answer as { appEnv?: unknown }).appEnv === 'staging';
}
