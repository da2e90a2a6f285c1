import { z } from 'zod';

/**
 * Thai default messages for schema checks that carry no message of their own; the spec's
 * form messages are written on the schemas themselves. Server and web call this once at start.
 */
export function applyThaiValidationMessages(): void {
  z.config(z.locales.th());
}
