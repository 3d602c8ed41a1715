import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { AUTH_SETTINGS, JWT_ALGORITHM } from './auth.constants';
import { lifetimeSeconds, type AuthSettings } from './auth-settings';
import { TOKEN_ID_PATTERN } from './token-id';
import { bearerTokenOf, TokenBearer } from './token-bearer';

/**
 * Checks the bearer token: signature, HS256 only, expiry, that it names an account, and
 * that it carries what every token we issue carries
 * (docs/architecture.md#sessions-limits-and-client-addresses): an id (`jti`, for sign-out), the
 * account's token version (`ver`, for password changes), and an `iat` and `exp` no further apart
 * than the configured lifetime. A token without `exp`, or made to outlive the lifetime, is refused
 * even when signed with our key. The account, its version and the deny-list are read next, by the
 * guard (JwtAuthGuard) or the checkout.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  private readonly lifetimeSeconds: number;

  constructor(@Inject(AUTH_SETTINGS) settings: AuthSettings) {
    super({
      jwtFromRequest: bearerTokenOf,
      // A ready key object: given a string, jsonwebtoken first tries it as a public key
      // and throws and catches on every request before treating it as a secret.
      // (passport-jwt's types predate key objects; jsonwebtoken takes them.)
      secretOrKey: createSecretKey(Buffer.from(settings.secret)) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
    this.lifetimeSeconds = lifetimeSeconds(settings.expiresIn);
  }

  /** Passport treats null as "not authenticated"; the guard turns that into a 401. */
  validate(payload: Record<string, unknown>): TokenBearer | null {
    const { sub, jti, ver, iat, exp, tmp } = payload;
    const id = typeof sub === 'string' && /^\d{1,9}$/.test(sub) ? +sub : 0;
    const wellFormed =
      id > 0 &&
      typeof jti === 'string' &&
      TOKEN_ID_PATTERN.test(jti) &&
      Number.isSafeInteger(ver) &&
      (ver as number) >= 0 &&
      Number.isSafeInteger(iat) &&
      Number.isSafeInteger(exp) &&
      (exp as number) - (iat as number) <= this.lifetimeSeconds;
    return wellFormed ? new TokenBearer(id, jti, ver as number, exp as number, tmp === true) : null;
  }
}
