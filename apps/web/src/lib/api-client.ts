// The web app's API entry point: features import from here, not from ./api/*.
export { callApi } from './api/call-api.ts';
export { callUrl, type UrlCall } from './api/call-url.ts';
export type { CallArgs, CallOptions } from './api/build-request.ts';
export { newIdempotencyKey } from './api/build-request.ts';
export { ApiError, isApiError, classifyStatus, type ApiErrorKind } from './api/api-error.ts';
export { clearAccessToken, getAccessToken, hasAccessToken, setAccessToken } from './api/token-store.ts';
export { onSessionEvent, type SessionEvent, type SessionExpiredReason } from './api/session-events.ts';
export { API_ERROR_EVENT, onApiFailure, type ApiFailure } from './api/api-failures.ts';
export { refreshAccessToken, resetTokenRefresh } from './api/token-refresh.ts';
export { isStorageUrl } from './api/bearer.ts';
export type { UploadProgress } from './api/xhr-transport.ts';
