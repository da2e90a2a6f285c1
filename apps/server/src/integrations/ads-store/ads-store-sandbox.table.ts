import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The sandbox ads store: the announcements it holds, as a live store would (docs/integrations.md).
 * Migration 0034 puts two demo announcements in. Owner only, like every sandbox table (docs/adr/0010).
 */
export const sandboxAds = pgTable('sandbox_ads', {
  id: integer('id').primaryKey(),
  titleTh: text('title_th').notNull(),
  titleEn: text('title_en').notNull().default(''),
  bodyTh: text('body_th').notNull().default(''),
  bodyEn: text('body_en').notNull().default(''),
  linkUrl: text('link_url'),
  imageUrl: text('image_url'),
  sort: integer('sort').notNull().default(0),
  /** A store keeps withdrawn announcements; it does not answer them. */
  enabled: boolean('enabled').notNull().default(true),
});
