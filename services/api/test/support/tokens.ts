import { createHmac, randomBytes } from 'node:crypto';

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

/**
 * Builds a JWT by hand, the way an attacker would: any header (`alg: none`),
 * any claims (an `exp` in the past), signed with `secret` or not at all.
 */
export function forgeToken(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  secret?: string,
): string {
  const unsigned = `${encode(header)}.${encode(claims)}`;
  const signature = secret ? createHmac('sha256', secret).update(unsigned).digest('base64url') : '';
  return `${unsigned}.${signature}`;
}

/**
 * Claims of a token for user `sub`, issued `ageSeconds` ago and valid for `lifeSeconds`, with
 * a fresh token id and token version 0 (an account whose password never changed).
 */
export function claimsFor(sub: number, role: string, ageSeconds = 0, lifeSeconds = 3_600) {
  const iat = Math.floor(Date.now() / 1000) - ageSeconds;
  const jti = randomBytes(16).toString('base64url');
  return { sub: String(sub), role, jti, ver: 0, iat, exp: iat + lifeSeconds };
}

/**
 * Checks that no response ever carried a password hash or a password field. The
 * OpenAPI document is skipped: it describes the request bodies' password fields. The
 * `must_change_password` flag is a yes or no, not a password.
 */
export function expectNoPasswordHashes(responseLog: readonly string[]): void {
  const leaks = responseLog.filter(
    (text) =>
      !text.startsWith('{"openapi"') && /\$argon2|hash|(?<!must_change_)password"\s*:/i.test(text),
  );
  expect(leaks).toEqual([]);
}
