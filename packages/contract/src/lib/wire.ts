import { z } from 'zod';

/** Every success answers HTTP 200 with this envelope (docs/wire.md). */
export type Success<T> = { status: '200'; data: T };

export const ZValidationIssue = z.object({ path: z.string(), message: z.string() });
export type TValidationIssue = z.infer<typeof ZValidationIssue>;

export const ZValidationMessage = z.object({
  validationResult: z.array(z.object({ error: z.array(ZValidationIssue) })),
});

export const ZErrorBody = z.object({
  errorCode: z.string(),
  errorMessage: z.union([z.string(), ZValidationMessage]),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Lists answer `data.list` and `data.total`; limit is capped at 100. */
export const MAX_PAGE_LIMIT = 100;

/** The largest value of a PostgreSQL `integer` (serial ids, counts): larger ids cannot exist. */
export const INT4_MAX = 2_147_483_647;

/** A row id in a path or query: a positive `integer`, so a larger one is a 422, not a database error. */
export const ZId = z.coerce.number().int().positive().max(INT4_MAX);

export const ZPageQuery = z.object({
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(20),
});

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

/** Date-only fields travel as YYYY-MM-DD; instants as ISO 8601 with an offset. */
export const ZDateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
export const ZInstant = z.iso.datetime({ offset: true });
export const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

/** What a person types on one line: no control characters (NUL, tab, newline, C1), trimmed. */
export function ZPlainText(max: number) {
  return z
    .string()
    .regex(/^[^\p{Cc}]*$/u, 'ห้ามมีอักขระควบคุม')
    .trim()
    .max(max);
}

/**
 * What a person types in a text area (notes, allergies): line breaks and tabs are kept, every
 * other control character is refused, like the registrar's own check (lib/input-text.ts).
 */
export function ZMultilineText(max: number) {
  return z
    .string()
    .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/, 'ห้ามมีอักขระควบคุม')
    .trim()
    .max(max);
}

/** Largest amount a price field takes: ten million baht less a satang. */
export const MONEY_MAX_BAHT = 9_999_999.99;

/** Money on the wire: baht, at least 0, with at most two decimals (docs/wire.md). */
export const ZMoney = z
  .number()
  .min(0)
  .max(MONEY_MAX_BAHT)
  .refine((baht) => Math.abs(baht * 100 - Math.round(baht * 100)) < 1e-6, 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
