import { OAUTH_SCOPES } from '@yim/contract';

/**
 * RFC 8414 metadata. The issuer is PUBLIC_URL exactly; the authorization endpoint is the web
 * page (/oauth2), which signs the user in, asks for consent and sends them back with a code.
 */
export function serverMetadata(publicUrl: string) {
  return {
    issuer: publicUrl,
    authorization_endpoint: `${publicUrl}/oauth2`,
    token_endpoint: `${publicUrl}/o/oauth2/token`,
    userinfo_endpoint: `${publicUrl}/o/oauth2/userinfo`,
    revocation_endpoint: `${publicUrl}/o/oauth2/revoke`,
    registration_endpoint: `${publicUrl}/o/oauth2/register`,
    scopes_supported: [...OAUTH_SCOPES],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    code_challenge_methods_supported: ['S256'],
  };
}
