import { sql } from 'drizzle-orm';
import type { AccessResolvers } from './lib/http/request-context.ts';
import type { AccessTokens } from './features/auth/access-token.crypto.ts';
import { assertLiveSession, loadAuthUser } from './features/auth/auth.service.ts';
import { findLiveSessionWith } from './features/auth/sessions.repo.ts';
import { clinicEntryByUrl } from './features/clinics/clinics.repo.ts';
import { resolveBranch } from './features/clinics/clinics.service.ts';

/**
 * A branch request's first statement: its session and user (auth) with, in the same statement,
 * the transaction moved into the clinic of the url (clinics). Neither feature may know the
 * other's tables in SQL text, so the two halves meet here, where the features are composed.
 */
const findSessionEnteringClinic = findLiveSessionWith<{ clinicUrl: string }>(
  'access_session_entering_clinic',
  clinicEntryByUrl(sql.placeholder('clinicUrl')),
);

/** What the endpoint registrar asks of the features that own users and branches. */
export function requestAccess(tokens: AccessTokens): AccessResolvers {
  return {
    verifyToken: tokens.verify,
    loadUser: loadAuthUser,
    async loadUserAtClinic(tx, claims, clinicUrl) {
      const [row] = await findSessionEnteringClinic(tx, {
        sessionId: claims.sessionId,
        userId: claims.userId,
        clinicUrl,
      });
      const user = assertLiveSession(row, claims);
      return { user, clinicId: row?.also ? Number(row.also) : null };
    },
    resolveBranch,
  };
}
