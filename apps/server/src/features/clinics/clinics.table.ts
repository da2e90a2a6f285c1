import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appRole, currentUserId, tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { contents } from '../files/contents.table.ts';

/** The tenant registry itself: names and urls only, readable to resolve `/{clinicUrl}`. */
export const clinics = pgTable(
  'clinics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    url: text('url').notNull().unique(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    logoContentId: integer('logo_content_id').references(() => contents.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clinics_logo_content_idx').on(t.logoContentId)],
);

export const branches = pgTable(
  'branches',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    address: text('address').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    tel: text('tel').notNull().default(''),
    apptDuration: text('appt_duration').notNull().default('00:15'),
    openingTime: text('opening_time').notNull().default('09:00'),
    closingTime: text('closing_time').notNull().default('20:00'),
    fileStoreExpiration: timestamp('file_store_expiration', { withTimezone: true }),
    linkedWithKtbPaotang: boolean('linked_with_ktb_paotang').notNull().default(false),
    linkedWithNhso: boolean('linked_with_nhso').notNull().default(false),
    nhsoSubitemNoSupportedList: jsonb('nhso_subitem_no_supported_list').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('branches_clinic_url_idx').on(t.clinicId, t.url),
    ...tenantPolicy('branches', t.clinicId),
    // A user sees the branches they work in, across clinics, for the clinic picker.
    pgPolicy('branches_member_read', {
      for: 'select',
      to: appRole,
      using: sql`${t.id} in (select bm.branch_id from branch_members bm where bm.user_id = ${currentUserId} and bm.deleted_at is null)`,
    }),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('rooms_branch_idx').on(t.clinicId, t.branchId), ...tenantPolicy('rooms', t.clinicId)],
);

/** A user's membership of a branch with the roles held there (spec §6 role ids 1–5). */
export const branchMembers = pgTable(
  'branch_members',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    roleIds: integer('role_ids').array().notNull(),
    drApptColor: text('dr_appt_color'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('branch_members_branch_user_idx').on(t.clinicId, t.branchId, t.userId),
    index('branch_members_user_idx').on(t.userId),
    index('branch_members_branch_idx').on(t.branchId),
    ...tenantPolicy('branch_members', t.clinicId),
    pgPolicy('branch_members_own_read', { for: 'select', to: appRole, using: sql`${t.userId} = ${currentUserId}` }),
  ],
);
