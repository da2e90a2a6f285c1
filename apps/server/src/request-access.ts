import { sql } from 'drizzle-orm';
import { AppError } from './lib/app-error.ts';
import { fitsOpeningText, type OpeningCall, type Tx } from './lib/db/database.ts';
import { preparedQuery, value } from './lib/db/prepared-query.ts';
import type { AccessResolvers, EntryRequest, TokenClaims } from './lib/http/request-context.ts';
import type { AccessTokens } from './features/auth/access-token.crypto.ts';
import { assertLiveSession } from './features/auth/auth.service.ts';
import { branchScopeOf } from './features/clinics/clinics.service.ts';

// What a signed-in request reads before its handler, in one call of `request_entry` (migration
// 0049, ADR 0019): the session and its user (auth), the clinic of a branch url entered and the
// branch's access facts (clinics). It is sent in the round trip of `begin`, so a branch request
// reaches its handler after one round trip. The rules stay with their features
// (`assertLiveSession`, `branchScopeOf`); the function only reads their facts. Neither feature may
// know the other's tables, so the two halves meet here, where the features are composed.

/** A row of `request_entry`, as either driver answers it (timestamps as Date or as text). */
type EntryRow = {
  user_id: string;
  is_superadmin: boolean;
  disabled_at: Date | string | null;
  deleted_at: Date | string | null;
  sessions_valid_after: Date | string | null;
  expires_at: Date | string;
  clinic_id: number | null;
  branch_id: number | null;
  role_ids: number[] | null;
  works_in_clinic: boolean | null;
};

const ENTRY = 'request_entry';

type EntryValues = { sessionId: string; userId: string; clinicUrl: string | null; branchUrl: string | null };

function entryValues(claims: TokenClaims, { urls, readBranch }: EntryRequest): EntryValues {
  return {
    sessionId: claims.sessionId,
    userId: claims.userId,
    clinicUrl: urls?.clinicUrl ?? null,
    branchUrl: urls && readBranch ? urls.branchUrl : null,
  };
}

/**
 * The same call as a prepared statement, for a request that could not open with it: a url with
 * other characters than an opening's text may hold (`fitsOpeningText`).
 */
const readEntry = preparedQuery<EntryValues, EntryRow[]>('request_entry', (tx, name) =>
  tx
    .select({
      user_id: sql<string>`user_id`,
      is_superadmin: sql<boolean>`is_superadmin`,
      disabled_at: sql<string | null>`disabled_at`,
      deleted_at: sql<string | null>`deleted_at`,
      sessions_valid_after: sql<string | null>`sessions_valid_after`,
      expires_at: sql<string>`expires_at`,
      clinic_id: sql<number | null>`clinic_id`,
      branch_id: sql<number | null>`branch_id`,
      role_ids: sql<number[] | null>`role_ids`,
      works_in_clinic: sql<boolean | null>`works_in_clinic`,
    })
    .from(
      sql`request_entry(${value('sessionId')}::uuid, ${value('userId')}::uuid, ${value('clinicUrl')}::text,
        ${value('branchUrl')}::text)`,
    )
    .prepare(name),
);

/** Drivers answer a timestamp as a Date or as PostgreSQL's text, depending on how it was asked. */
function asDate(value: Date | string | null): Date | null {
  if (value === null || value instanceof Date) return value;
  return new Date(value);
}

/** What app.ts wires in: the token check, and the entry read and judged by the features' rules. */
export function requestAccess(tokens: AccessTokens): AccessResolvers {
  return {
    verifyToken: tokens.verify,
    openingCall(claims, request): OpeningCall | null {
      const { sessionId, userId, clinicUrl, branchUrl } = entryValues(claims, request);
      const args = [sessionId, userId, clinicUrl, branchUrl];
      return args.every(fitsOpeningText) ? { fn: ENTRY, args } : null;
    },
    async enter(tx: Tx, claims, request, opened) {
      const rows = (opened ?? (await readEntry(tx, entryValues(claims, request)))) as EntryRow[];
      const row = rows[0];
      const user = assertLiveSession(
        row && {
          userId: row.user_id,
          isSuperadmin: row.is_superadmin,
          disabledAt: asDate(row.disabled_at),
          deletedAt: asDate(row.deleted_at),
          sessionsValidAfter: asDate(row.sessions_valid_after),
          expiresAt: asDate(row.expires_at) as Date,
        },
        claims,
      );
      const clinicId = row?.clinic_id ?? null;
      if (!request.urls || !request.readBranch) return { user, clinicId, branch: null };
      if (clinicId === null) throw new AppError('BRANCH-NOT-FOUND');
      const facts =
        row?.branch_id != null
          ? { branchId: row.branch_id, roleIds: row.role_ids, worksInClinic: row.works_in_clinic === true }
          : undefined;
      return { user, clinicId, branch: branchScopeOf(facts, clinicId, request.urls) };
    },
  };
}
