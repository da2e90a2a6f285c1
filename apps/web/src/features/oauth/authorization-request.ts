import { OAUTH_SCOPES } from '@yim/contract';

/** The query of /oauth2 as a client sent it (RFC 6749 §4.1.1, RFC 7636 §4.3). */
export type AuthorizationRequest = {
  clientId: string;
  redirectUri: string;
  responseType: string;
  scopes: string[];
  state: string | undefined;
  codeChallenge: string | undefined;
  codeChallengeMethod: string | undefined;
};

/** null when the request lacks what the page needs to do anything (then it shows the error view). */
export function readAuthorizationRequest(params: URLSearchParams): AuthorizationRequest | null {
  const clientId = params.get('client_id');
  const redirectUri = params.get('redirect_uri');
  if (!clientId || !redirectUri) return null;
  const scopes = [...new Set((params.get('scope') ?? '').split(' ').filter(Boolean))];
  return {
    clientId,
    redirectUri,
    responseType: params.get('response_type') ?? '',
    scopes: scopes.length > 0 ? scopes : [...OAUTH_SCOPES],
    state: params.get('state') ?? undefined,
    codeChallenge: params.get('code_challenge') ?? undefined,
    codeChallengeMethod: params.get('code_challenge_method') ?? undefined,
  };
}

/** The scopes asked for that the user has not granted yet: the consent list shows these. */
export function missingScopes(request: AuthorizationRequest, granted: readonly string[]): string[] {
  return request.scopes.filter((scope) => !granted.includes(scope));
}

/** Appends parameters to a redirect URI, keeping any query it already has. */
function withParams(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/** Continue (spec access §4): back to the client with the code, `state` unchanged and grant_type=code. */
export function codeRedirect(request: AuthorizationRequest, code: string): string {
  return withParams(request.redirectUri, { code, state: request.state, grant_type: 'code' });
}

/**
 * The denied view's back button: error=missing_consent with its description under both names the
 * spec and RFC 6749 use. Only ever called with a redirect URI the server listed for the client.
 */
export function deniedRedirect(request: AuthorizationRequest, description: string): string {
  return withParams(request.redirectUri, {
    error: 'missing_consent',
    error_desc: description,
    error_description: description,
    state: request.state,
  });
}
