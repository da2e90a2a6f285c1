import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appRole, currentClinicId, currentUserId, platformRole, tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { contents } from '../files/contents.table.ts';

/**
 * The tenant registry itself. A request reads its clinic only once inside it or through a
 * membership; the url lookup that enters a clinic goes through the security-definer function
 * clinic_id_by_url (migration 0013), so the app role reads no other clinic's row. RLS is enabled
 * but not forced: the owner (seed, that function) works across clinics by design.
 */
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
  (t) => [
    index('clinics_logo_content_idx').on(t.logoContentId),
    pgPolicy('clinics_member_read', {
      for: 'select',
      to: appRole,
      using: sql`${t.id} = ${currentClinicId} or ${t.id} in (select bm.clinic_id from branch_members bm where bm.user_id = ${currentUserId} and bm.deleted_at is null)`,
    }),
    // Only the entered clinic's own fields change; creating a clinic is the owner's (superadmin) job.
    pgPolicy('clinics_entered_update', {
      for: 'update',
      to: appRole,
      using: sql`${t.id} = ${currentClinicId}`,
      withCheck: sql`${t.id} = ${currentClinicId}`,
    }),
    pgPolicy('clinics_platform_read', { for: 'select', to: platformRole, using: sql`true` }),
  ],
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
    taxId: text('tax_id').notNull().default(''),
    apptDuration: text('appt_duration').notNull().default('00:15'),
    openingTime: text('opening_time').notNull().default('09:00'),
    closingTime: text('closing_time').notNull().default('20:00'),
    fileStoreExpiration: timestamp('file_store_expiration', { withTimezone: true }),
    /**
     * Bytes the branch's media may take (the recycle bin included): a free allowance until a file
     * storage plan (spec §7 fileStorage/subscribe) sets its own.
     */
    fileStoreQuotaBytes: bigint('file_store_quota_bytes', { mode: 'number' })
      .notNull()
      .default(1024 * 1024 * 1024),
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
    /** The doctor's share of treatment fees, percent (0–100, two decimals). */
    drFeeSharePercent: numeric('dr_fee_share_percent', { precision: 5, scale: 2, mode: 'number' }),
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

/** A doctor's working hours at a branch: any number of periods per weekday (0 Sunday … 6 Saturday). */
export const doctorWorkingHours = pgTable(
  'doctor_working_hours',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchMemberId: integer('branch_member_id')
      .notNull()
      .references(() => branchMembers.id),
    weekday: integer('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    index('doctor_working_hours_branch_idx').on(t.clinicId, t.branchId),
    index('doctor_working_hours_member_idx').on(t.branchMemberId),
    ...tenantPolicy('doctor_working_hours', t.clinicId),
  ],
);
