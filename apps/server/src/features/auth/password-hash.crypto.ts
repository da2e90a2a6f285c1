import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, so written as its value).
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes): about 20 ms here, fine for sign-in rates.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Not an argon2 hash: no password verifies against it. An account made for someone else (the
 * first super-administrator, a clinic's first manager) has it until its owner chooses one by link.
 */
export const NO_PASSWORD_YET = '!unset';

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Hash of a random password, verified against when the e-mail is unknown so that a wrong
 * e-mail and a wrong password take about the same time.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash;
}
