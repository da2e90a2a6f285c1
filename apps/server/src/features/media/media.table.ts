import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TMediaSignature } from '@yim/contract';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { patients } from '../patients/patients.table.ts';

/**
 * A file of a branch's media (spec clinic §3 Media file): a patient's photo, X-ray or signed
 * document, or a branch template (no patient). It counts against the quota of the branch that
 * stores it. `pending` is a presigned upload not yet confirmed: its declared size is reserved for
 * a while, and nothing lists it. `deleted_at` puts it in the recycle bin; a permanent delete
 * removes row and bytes (the audit log keeps what it was).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer('patient_id').references(() => patients.id),
    /** The treatment the file documents; its foreign key comes with the treatments feature. */
    treatmentId: integer('treatment_id'),
    category: text('category').notNull(),
    remark: text('remark').notNull().default(''),
    fileName: text('file_name').notNull(),
    /** The type its bytes showed (sniffed), never the sender's word. */
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    storageKey: text('storage_key').notNull(),
    /** SHA-256 of the bytes as they were stored (hex); null when they went straight to storage. */
    sha256: text('sha256'),
    /** The signing page's evidence (TMediaSignature): source digest, signer, time, device. */
    signature: jsonb('signature').$type<TMediaSignature>(),
    /** A protocol photo: its set and which of the five views it shows. */
    protocolMediaId: integer('protocol_media_id').references((): AnyPgColumn => protocolMedia.id),
    protocolView: text('protocol_view'),
    /** The arch the photo was taken of (spec §5: required for every protocol photo). */
    protocolArch: text('protocol_arch'),
    status: text('status').notNull().default('stored'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('media_files_storage_key_idx').on(t.storageKey),
    index('media_files_branch_idx').on(t.clinicId, t.branchId, t.category),
    index('media_files_patient_idx').on(t.patientId),
    index('media_files_treatment_idx').on(t.treatmentId),
    index('media_files_created_by_idx').on(t.createdBy),
    index('media_files_deleted_by_idx').on(t.deletedBy),
    index('media_files_protocol_idx').on(t.protocolMediaId),
    check('media_files_status_check', sql`${t.status} in ('pending', 'stored')`),
    check('media_files_size_check', sql`${t.fileSize} > 0`),
    check('media_files_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    ...tenantPolicy('media_files', t.clinicId),
  ],
);

/**
 * A protocol of orthodontic photos of a patient (spec clinic §3 Protocol media): its photos are
 * media files (category Protocol) naming it and their view. It can be added to for 24 hours after
 * `created_at`, which the service sets from its clock (AppDeps.now), not the database's.
 */
export const protocolMedia = pgTable(
  'protocol_media',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    /** The lab the photos are for; its foreign key comes with the lab feature. */
    labId: integer('lab_id'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('protocol_media_patient_idx').on(t.clinicId, t.patientId, t.createdAt),
    index('protocol_media_patient_fk_idx').on(t.patientId),
    index('protocol_media_branch_idx').on(t.branchId),
    index('protocol_media_created_by_idx').on(t.createdBy),
    ...tenantPolicy('protocol_media', t.clinicId),
  ],
);
