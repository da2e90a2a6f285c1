import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, url-safe: codes, tokens and client secrets. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Client ids are shorter (they are shown and typed), still unguessable. */
export function newClientId(): string {
  return randomBytes(18).toString('base64url');
}

/** Secrets are stored as SHA-256: they carry 256 random bits, so a slow hash would add nothing. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** A S256 challenge is the base64url SHA-256 of a verifier: 43 characters. */
const CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

export function isVerifier(value: string): boolean {
  return VERIFIER.test(value);
}

export function isS256Challenge(value: string): boolean {
  return CHALLENGE.test(value);
}

/** RFC 7636 §4.6: BASE64URL(SHA256(ASCII(code_verifier))) compared with the stored challenge. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
