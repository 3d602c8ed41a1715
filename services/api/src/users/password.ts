import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 declares Algorithm as an ambient const enum, which isolatedModules cannot
// read; 2 is its Argon2id member.
const ARGON2ID_ALGORITHM = 2;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (cheap enough for a 2-core box). */
const ARGON2ID = {
  algorithm: ARGON2ID_ALGORITHM,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** False for a wrong password and for a malformed stored hash alike: callers only need yes or no. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
