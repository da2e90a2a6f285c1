import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters of the per-route rate limits (registration, forgot-password,
 * member verification, uploads). Rows rather than process memory, so that every instance behind
 * a load balancer counts against the same limit. Not tenant data: keys are route and client IP.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
