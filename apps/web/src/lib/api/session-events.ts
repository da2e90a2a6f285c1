import { createEmitter } from './emitter.ts';

/**
 * Why the session could not be kept (spec access §4 Session refresh):
 * - refresh-failed: POST /api/token answered an error;
 * - replay-rejected: the refresh worked but the replayed call was refused again;
 * - recent-failure: a refresh failed less than 30 s ago, so none was tried;
 * - too-many-attempts: three refreshes were tried since the last success.
 */
export type SessionExpiredReason = 'refresh-failed' | 'replay-rejected' | 'recent-failure' | 'too-many-attempts';

export type SessionEvent = { type: 'refreshed' } | { type: 'expired'; reason: SessionExpiredReason };

const sessionEvents = createEmitter<SessionEvent>();

/** The UI listens here to show the session-expired dialog or go to /login. */
export const onSessionEvent = sessionEvents.on;
export const emitSessionEvent = sessionEvents.emit;
