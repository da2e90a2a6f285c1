import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contents } from '../files/contents.table.ts';

/** People who sign in. Platform-wide: a user may work in several clinics. */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstNameTh: text('first_name_th').notNull().default(''),
    lastNameTh: text('last_name_th').notNull().default(''),
    firstNameEn: text('first_name_en').notNull().default(''),
    lastNameEn: text('last_name_en').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    userTypeId: text('user_type_id').notNull().default('0'),
    drLicenseNo: text('dr_license_no'),
    drSpecialItems: jsonb('dr_special_items').$type<string[]>().notNull().default([]),
    /** The profile picture. */
    contentId: integer('content_id').references(() => contents.id),
    linkedWithMfd: boolean('linked_with_mfd').notNull().default(false),
    isSuperadmin: boolean('is_superadmin').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Access tokens issued before this instant are refused: password change, reset, deactivation. */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('users_content_idx').on(t.contentId)],
);
