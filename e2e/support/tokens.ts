import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { JWT_SECRET } from './env.ts';

type Jose = typeof import('jose');

// jose is a dependency of apps/server, not of e2e: resolve it from there.
const requireFromServer = createRequire(new URL('../../apps/server/package.json', import.meta.url));
let jose: Promise<Jose> | undefined;
function loadJose(): Promise<Jose> {
  jose ??= import(pathToFileURL(requireFromServer.resolve('jose')).href) as Promise<Jose>;
  return jose;
}

export type StoredToken = { where: 'localStorage' | 'sessionStorage'; token: string };

/** Where the web app keeps the access token now (apps/web/src/lib/api/token-store.ts). */
export async function storedToken(page: Page): Promise<StoredToken | null> {
  return page.evaluate(() => {
    const session = window.sessionStorage.getItem('accessToken');
    if (session) return { where: 'sessionStorage' as const, token: session };
    const local = window.localStorage.getItem('accessToken');
    return local ? { where: 'localStorage' as const, token: local } : null;
  });
}

/** Puts a token in the place the app keeps its current one. */
export async function replaceStoredToken(page: Page, stored: StoredToken, token: string): Promise<void> {
  await page.evaluate(({ where, value }) => window[where].setItem('accessToken', value), {
    where: stored.where,
    value: token,
  });
}

/**
 * An access token as the server signs them (HS256, issuer 'yim', the user in `sub` and the
 * session in `sid`), copied from a real one but expired five minutes ago: the server answers it
 * with 401 'jwt expired', while the session behind it is still open.
 */
export async function expiredCopyOf(token: string): Promise<string> {
  const { SignJWT, decodeJwt } = await loadJose();
  const claims = decodeJwt(token);
  expect(typeof claims.sub).toBe('string');
  expect(typeof claims.sid).toBe('string');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub ?? '')
    .setIssuer('yim')
    .setIssuedAt(now - 20 * 60)
    .setExpirationTime(now - 5 * 60)
    .sign(new TextEncoder().encode(JWT_SECRET));
}
