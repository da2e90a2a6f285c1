import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.table.ts';

/**
 * Third-party applications registered by a super-administrator (RFC 7591). Not clinic data: an
 * application signs in people of any clinic. Secrets are stored as hashes only.
 */
export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  /** SHA-256 of the secret (256 random bits: a slow hash adds nothing); null for public clients. */
  secretHash: text('secret_hash'),
  /** Compared as exact strings: no prefix, case or slash leniency (RFC 6749 §3.1.2). */
  redirectUris: text('redirect_uris').array().notNull(),
  tokenEndpointAuthMethod: text('token_endpoint_auth_method').notNull(),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/** What a user allowed a client to read; remembered until withdrawn. */
export const oauthConsents = pgTable(
  'oauth_consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.clientId),
    scopes: text('scopes').array().notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] }), index('oauth_consents_client_idx').on(t.clientId)],
);

/** Authorization codes: single use, 60 seconds, bound to client, redirect URI and PKCE challenge. */
export const oauthCodes = pgTable(
  'oauth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.clientId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    redirectUri: text('redirect_uri').notNull(),
    scopes: text('scopes').array().notNull(),
    /** S256 challenge; null only for a confidential client that sent none. */
    codeChallenge: text('code_challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the first exchange; a second one is a replay and revokes what the first issued. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('oauth_codes_client_idx').on(t.clientId), index('oauth_codes_user_idx').on(t.userId)],
);

/**
 * Access and refresh tokens issued to clients (hashes only). A grant (`grantId`) is what one code
 * started: its refresh tokens rotate within it, and a replayed code or a reused refresh token
 * revokes the whole grant.
 */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    grantId: uuid('grant_id').notNull(),
    isRefresh: boolean('is_refresh').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.clientId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    scopes: text('scopes').array().notNull(),
    /** The code the grant came from, so that a replay of it finds what to revoke. */
    codeHash: text('code_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A refresh token once rotated; presenting it again is reuse. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('oauth_tokens_grant_idx').on(t.grantId),
    index('oauth_tokens_client_user_idx').on(t.clientId, t.userId),
    index('oauth_tokens_user_idx').on(t.userId),
    index('oauth_tokens_code_idx').on(t.codeHash),
  ],
);
