import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { clinics } from '../clinics/clinics.table.ts';
import { patients } from './patients.table.ts';

/**
 * FHIR tokens granted to outside systems, each for one patient of one clinic (ADR 0013). Only a
 * SHA-256 of the secret is kept; the token names its clinic in clear, so the read runs in that
 * clinic's RLS scope before it looks the hash up.
 */
export const fhirAccessTokens = pgTable(
  'fhir_access_tokens',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    tokenHash: text('token_hash').notNull(),
    grantedBy: uuid('granted_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('fhir_access_tokens_hash_idx').on(t.tokenHash),
    index('fhir_access_tokens_clinic_idx').on(t.clinicId),
    index('fhir_access_tokens_patient_idx').on(t.patientId),
    index('fhir_access_tokens_granted_by_idx').on(t.grantedBy),
    index('fhir_access_tokens_expires_idx').on(t.expiresAt),
    ...tenantPolicy('fhir_access_tokens', t.clinicId),
  ],
);
