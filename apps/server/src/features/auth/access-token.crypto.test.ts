import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, createAccessTokens } from './access-token.crypto.ts';

const secret = new TextEncoder().encode('s'.repeat(48));
const uid = '11111111-1111-4111-8111-111111111111';
const sid = '22222222-2222-4222-8222-222222222222';

describe('access tokens', () => {
  it('round-trip the user and the session', async () => {
    const tokens = createAccessTokens(secret);
    const claims = await tokens.verify(await tokens.sign(uid, sid));
    expect(claims).toMatchObject({ userId: uid, sessionId: sid });
  });

  it('live at most 15 minutes', async () => {
    let now = Date.UTC(2026, 10, 21, 10, 0, 0);
    const tokens = createAccessTokens(secret, () => now);
    const token = await tokens.sign(uid, sid);
    now += (ACCESS_TOKEN_SECONDS - 1) * 1000;
    await expect(tokens.verify(token)).resolves.toBeDefined();
    now += 2000;
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'AUTH_TOKEN_EXPIRED', message: 'jwt expired' });
    expect(ACCESS_TOKEN_SECONDS).toBeLessThanOrEqual(15 * 60);
  });

  it('refuse another key, garbage and the none algorithm', async () => {
    const other = createAccessTokens(new TextEncoder().encode('o'.repeat(48)));
    const tokens = createAccessTokens(secret);
    await expect(tokens.verify(await other.sign(uid, sid))).rejects.toMatchObject({
      code: 'AUTH_INVALID_TOKEN',
      message: 'invalid signature',
    });
    await expect(tokens.verify('not-a-jwt')).rejects.toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: uid, sid, iat: 1, exp: 9_999_999_999, iss: 'yim' })).toString(
      'base64url',
    );
    await expect(tokens.verify(`${header}.${body}.`)).rejects.toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
  });

  it('refuse a well-signed token that carries no expiry', async () => {
    const tokens = createAccessTokens(secret);
    const forever = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(uid)
      .setIssuer('yim')
      .setIssuedAt()
      .sign(secret);
    await expect(tokens.verify(forever)).rejects.toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
  });

  it('refuse a well-signed token with any header but ours, a signature spelled otherwise, or a bad body', async () => {
    const tokens = createAccessTokens(secret);
    const signed = (header: object | string, claims: object | string) => {
      const encode = (part: object | string) =>
        Buffer.from(typeof part === 'string' ? part : JSON.stringify(part)).toString('base64url');
      const head = `${encode(header)}.${encode(claims)}`;
      return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
    };
    const claims = { sub: uid, sid, iss: 'yim', iat: Math.floor(Date.now() / 1000), exp: 9_999_999_999 };
    await expect(tokens.verify(signed({ alg: 'HS256' }, claims))).resolves.toMatchObject({ userId: uid });
    for (const header of [
      { alg: 'HS256', typ: 'JWT' },
      { alg: 'HS256', crit: ['b64'], b64: false },
      { alg: 'HS512' },
    ]) {
      await expect(tokens.verify(signed(header, claims))).rejects.toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
    }
    const good = signed({ alg: 'HS256' }, claims);
    // The same 32 signature bytes spelled otherwise: the last of 43 characters carries 2 unused
    // bits, which a lenient decoder ignores.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${good.slice(0, -1)}${alphabet[alphabet.indexOf(good.at(-1)!) ^ 1]}`;
    expect(Buffer.from(respelled.split('.')[2]!, 'base64url')).toEqual(Buffer.from(good.split('.')[2]!, 'base64url'));
    await expect(tokens.verify(respelled)).rejects.toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
    await expect(tokens.verify(`${good}A`)).rejects.toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
    await expect(tokens.verify(`${good}.x`)).rejects.toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
    for (const body of ['not json', '[1]', { ...claims, iss: 'other' }, { ...claims, sid: 7 }]) {
      await expect(tokens.verify(signed({ alg: 'HS256' }, body))).rejects.toMatchObject({
        code: 'AUTH_INVALID_TOKEN',
      });
    }
    const later = { ...claims, nbf: 9_999_999_000 };
    await expect(tokens.verify(signed({ alg: 'HS256' }, later))).rejects.toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
  });

  it('tell an expired token apart only when its signature holds', async () => {
    const tokens = createAccessTokens(secret);
    const other = createAccessTokens(new TextEncoder().encode('o'.repeat(48)), () => Date.UTC(2020, 0, 1));
    await expect(tokens.verify(await other.sign(uid, sid))).rejects.toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
  });
});
