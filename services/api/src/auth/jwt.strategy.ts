import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AUTH_SETTINGS, JWT_ALGORITHM } from './auth.constants';
import type { AuthSettings } from './auth-settings';
import { TokenBearer } from './token-bearer';

/**
 * Checks the bearer token: signature, HS256 only, expiry, and that it names an
 * account. The account itself is read next, by the guard (JwtAuthGuard).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(@Inject(AUTH_SETTINGS) settings: AuthSettings) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A ready key object: given a string, jsonwebtoken first tries it as a public key
      // and throws and catches on every request before treating it as a secret.
      // (passport-jwt's types predate key objects; jsonwebtoken takes them.)
      secretOrKey: createSecretKey(Buffer.from(settings.secret)) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /** Passport treats null as "not authenticated"; the guard turns that into a 401. */
  validate(payload: { sub?: unknown }): TokenBearer | null {
    const id = typeof payload.sub === 'string' && /^\d{1,9}$/.test(payload.sub) ? +payload.sub : 0;
    return id > 0 ? new TokenBearer(id) : null;
  }
}
