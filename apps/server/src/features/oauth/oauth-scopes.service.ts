import { OAUTH_SCOPES } from '@yim/contract';

/** What a client gets when it names no scope (RFC 6749 §3.3 lets the server choose). */
export const DEFAULT_SCOPES = ['profile'];

/** A space-separated scope text as a sorted set; null when it names a scope this server does not offer. */
export function parseScopes(text: string | undefined): string[] | null {
  const names = [...new Set((text ?? '').split(' ').filter(Boolean))].sort();
  if (names.length === 0) return [...DEFAULT_SCOPES];
  return names.every((name) => (OAUTH_SCOPES as readonly string[]).includes(name)) ? names : null;
}

export function coversScopes(granted: readonly string[], wanted: readonly string[]): boolean {
  return wanted.every((scope) => granted.includes(scope));
}
