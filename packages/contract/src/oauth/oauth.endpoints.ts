import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZLoginBody, ZLoginResult } from '../auth/auth.schemas.ts';
import {
  ZAuthorizationCode,
  ZAuthorizationCodeQuery,
  ZClientIdParams,
  ZClientQuery,
  ZClientRegistration,
  ZClientStatusBody,
  ZConnectedApp,
  ZConsent,
  ZConsentBody,
  ZOAuthAccount,
  ZOAuthClientDetail,
  ZOAuthClientSummary,
  ZRegisteredClient,
  ZRevocationRequest,
  ZServerMetadata,
  ZTokenRequest,
  ZTokenResponse,
  ZUserInfoClaims,
} from './oauth.schemas.ts';

// ---- The account host of the authorization page (spec access §7), in the product's envelope ----

export const account = defineEndpoint({
  id: 'oauth.account',
  method: 'GET',
  path: '/o/account',
  access: { kind: 'user' },
  response: ZOAuthAccount,
});

export const clientDetail = defineEndpoint({
  id: 'oauth.clientDetail',
  method: 'GET',
  path: '/o/oauth2/client',
  access: { kind: 'public' },
  query: ZClientQuery,
  response: ZOAuthClientDetail,
});

export const getConsent = defineEndpoint({
  id: 'oauth.getConsent',
  method: 'GET',
  path: '/o/oauth2/consent',
  access: { kind: 'user' },
  query: ZClientQuery,
  response: ZConsent,
});

/** `allow: false` answers OAUTH-CONSENT-DENIED (403): the page shows its denied view. */
export const setConsent = defineEndpoint({
  id: 'oauth.setConsent',
  method: 'POST',
  path: '/o/oauth2/consent',
  access: { kind: 'user' },
  query: ZClientQuery,
  body: ZConsentBody,
  response: ZConsent,
});

/** Signs in like POST /api/login (same answer, same refresh cookie, same password budget). */
export const authenticate = defineEndpoint({
  id: 'oauth.authenticate',
  method: 'POST',
  path: '/o/authenticate',
  access: { kind: 'public' },
  body: ZLoginBody,
  response: ZLoginResult,
});

export const authorizationCode = defineEndpoint({
  id: 'oauth.authorizationCode',
  method: 'GET',
  path: '/o/oauth2/authorization-code',
  access: { kind: 'user' },
  query: ZAuthorizationCodeQuery,
  response: ZAuthorizationCode,
});

export const listConnectedApps = defineEndpoint({
  id: 'oauth.listConnectedApps',
  method: 'GET',
  path: '/o/connected-apps',
  access: { kind: 'user' },
  response: z.object({ list: z.array(ZConnectedApp) }),
});

/** Withdraws consent: the client's tokens for this account stop working at once. */
export const withdrawConsent = defineEndpoint({
  id: 'oauth.withdrawConsent',
  method: 'DELETE',
  path: '/o/connected-apps/:clientId',
  access: { kind: 'user' },
  params: ZClientIdParams,
  response: z.object({ ok: z.literal(true) }),
});

export const listClients = defineEndpoint({
  id: 'oauth.listClients',
  method: 'GET',
  path: '/api/superadmin/oauth-clients',
  access: { kind: 'superadmin' },
  response: z.object({ list: z.array(ZOAuthClientSummary) }),
});

/** Disabling a client refuses its codes and tokens from then on; enabling it again restores it. */
export const setClientStatus = defineEndpoint({
  id: 'oauth.setClientStatus',
  method: 'PUT',
  path: '/api/superadmin/oauth-clients/:clientId/status',
  access: { kind: 'superadmin' },
  params: ZClientIdParams,
  body: ZClientStatusBody,
  response: ZOAuthClientSummary,
});

// ---- The standard endpoints (wire 'rfc': no envelope, RFC 6749 error bodies, form bodies) ----

/** RFC 8414. */
export const metadata = defineEndpoint({
  id: 'oauth.metadata',
  method: 'GET',
  path: '/.well-known/oauth-authorization-server',
  access: { kind: 'public' },
  response: ZServerMetadata,
  wire: 'rfc',
  cors: true,
});

/** RFC 6749 §3.2: authorization_code (with PKCE, RFC 7636) and refresh_token grants. */
export const token = defineEndpoint({
  id: 'oauth.token',
  method: 'POST',
  path: '/o/oauth2/token',
  access: { kind: 'public' },
  body: ZTokenRequest,
  response: ZTokenResponse,
  wire: 'rfc',
  cors: true,
});

/** The profile scope's claims, for an access token this server issued to a client. */
export const userinfo = defineEndpoint({
  id: 'oauth.userinfo',
  method: 'GET',
  path: '/o/oauth2/userinfo',
  access: { kind: 'public' },
  response: ZUserInfoClaims,
  wire: 'rfc',
  cors: true,
});

/** RFC 7009. */
export const revoke = defineEndpoint({
  id: 'oauth.revoke',
  method: 'POST',
  path: '/o/oauth2/revoke',
  access: { kind: 'public' },
  body: ZRevocationRequest,
  response: z.object({}),
  wire: 'rfc',
  cors: true,
});

/** RFC 7591, with a super-administrator's bearer token as the initial access token. */
export const register = defineEndpoint({
  id: 'oauth.register',
  method: 'POST',
  path: '/o/oauth2/register',
  access: { kind: 'superadmin' },
  body: ZClientRegistration,
  response: ZRegisteredClient,
  wire: 'rfc',
});
