import { z } from 'zod';
import { ZInstant } from '../lib/wire.ts';

/**
 * "Sign in with Yim" (spec access §2 Authorization page, §3, §7 account host): the product's
 * account host and a standard OAuth 2.0 authorization server (RFC 6749, 7636, 7009, 7591, 8414).
 */

/** The scopes a client may ask for; the spec describes one: the account profile. */
export const OAUTH_SCOPES = ['profile'] as const;
export type TOAuthScope = (typeof OAUTH_SCOPES)[number];

/** Client ids are issued by the server: url-safe random text. */
export const ZClientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'client_id');

/** A space-separated scope list as OAuth sends it (RFC 6749 §3.3). */
export const ZScopeText = z.string().max(200);

/**
 * A redirect URI is compared as an exact string (RFC 6749 §3.1.2): absolute (a scheme; a native
 * app's own scheme too), without a fragment or white space.
 */
export const ZRedirectUri = z
  .string()
  .max(500)
  .regex(/^[A-Za-z][A-Za-z0-9+.-]*:[^\s#]+$/, 'redirect_uri');

/** GET /o/account: the account profile the authorization page shows (spec access §3). */
export const ZOAuthAccount = z.object({
  first_name_th: z.string(),
  last_name_en: z.string(),
  email: z.string(),
  profile_url: z.string().nullable(),
  contentId: z.string().nullable(),
  firstNameEn: z.string(),
  lastNameEn: z.string(),
});
export type TOAuthAccount = z.infer<typeof ZOAuthAccount>;

export const ZClientQuery = z.object({ client_id: ZClientId });

/** GET /o/oauth2/client: what the page shows of the client, and where it may send the user back. */
export const ZOAuthClientDetail = z.object({
  client_name: z.string(),
  redirect_uris: z.array(z.string()),
});

/** GET and POST /o/oauth2/consent: the scopes this user has granted this client. */
export const ZConsent = z.object({ scope: z.array(z.string()) });
export const ZConsentBody = z.object({
  allow: z.boolean(),
  /** The scopes asked for (space-separated); absent: every scope the product offers. */
  scope: ZScopeText.optional(),
});

/** GET /o/oauth2/authorization-code: the page's call once the user consented. */
export const ZAuthorizationCodeQuery = z.object({
  client_id: ZClientId,
  scope: ZScopeText.default(''),
  redirect_uri: z.string().max(500),
  response_type: z.string().max(50),
  state: z.string().max(500).optional(),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
});
export const ZAuthorizationCode = z.object({ code: z.string(), state: z.string().optional() });

/** The connected-apps list of an account: clients it consented to, and what they may read. */
export const ZConnectedApp = z.object({
  client_id: z.string(),
  client_name: z.string(),
  scope: z.array(z.string()),
  grantedAt: ZInstant,
});
export const ZClientIdParams = z.object({ clientId: ZClientId });

/** What a super-administrator sees of a registered client. */
export const ZOAuthClientSummary = z.object({
  client_id: z.string(),
  client_name: z.string(),
  redirect_uris: z.array(z.string()),
  token_endpoint_auth_method: z.enum(['client_secret_basic', 'client_secret_post', 'none']),
  createdAt: ZInstant,
  disabledAt: ZInstant.nullable(),
  connectedUsers: z.number().int(),
});
export const ZClientStatusBody = z.object({ disabled: z.boolean() });

// ---- RFC endpoints: bodies and answers as the standards name them ----

/** RFC 8414 authorization server metadata. */
export const ZServerMetadata = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  userinfo_endpoint: z.string(),
  revocation_endpoint: z.string(),
  registration_endpoint: z.string(),
  scopes_supported: z.array(z.string()),
  response_types_supported: z.array(z.string()),
  response_modes_supported: z.array(z.string()),
  grant_types_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  revocation_endpoint_auth_methods_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
  service_documentation: z.string().optional(),
});

const param = z.string().max(2000).optional();

/** RFC 6749 §4.1.3 and §6 (form-encoded); which fields a grant needs is the server's check. */
export const ZTokenRequest = z.object({
  grant_type: param,
  code: param,
  redirect_uri: param,
  code_verifier: param,
  refresh_token: param,
  scope: param,
  client_id: param,
  client_secret: param,
});

export const ZTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  scope: z.string(),
});

/** RFC 7009 §2.1. */
export const ZRevocationRequest = z.object({
  token: param,
  token_type_hint: param,
  client_id: param,
  client_secret: param,
});

/** The userinfo answer: `sub` and the profile scope's claims. */
export const ZUserInfoClaims = ZOAuthAccount.extend({
  sub: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
});

/** RFC 7591 §2 client metadata, as far as this server supports it. */
export const ZClientRegistration = z.object({
  client_name: z.string().trim().min(1).max(100),
  redirect_uris: z.array(ZRedirectUri).min(1).max(10),
  token_endpoint_auth_method: z
    .enum(['client_secret_basic', 'client_secret_post', 'none'])
    .default('client_secret_basic'),
  grant_types: z.array(z.enum(['authorization_code', 'refresh_token'])).optional(),
  response_types: z.array(z.literal('code')).optional(),
  scope: ZScopeText.optional(),
});

export const ZRegisteredClient = z.object({
  client_id: z.string(),
  client_secret: z.string().optional(),
  client_id_issued_at: z.number().int(),
  client_secret_expires_at: z.number().int().optional(),
  client_name: z.string(),
  redirect_uris: z.array(z.string()),
  token_endpoint_auth_method: z.string(),
  grant_types: z.array(z.string()),
  response_types: z.array(z.string()),
  scope: z.string(),
});
