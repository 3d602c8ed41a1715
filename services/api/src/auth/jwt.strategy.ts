import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { SignedInUser } from '../users/signed-in-user';
import { UsersService } from '../users/users.service';
import { AUTH_SETTINGS, JWT_ALGORITHM } from './auth.constants';
import type { AuthSettings } from './auth-settings';

/**
 * Checks the bearer token (signature, HS256 only, expiry) and then the user
 * behind it on every request: a deleted or deactivated account loses access at
 * once, and the role used for the checks is the stored one, not the token's.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(AUTH_SETTINGS) settings: AuthSettings,
    private readonly users: UsersService,
  ) {
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
  async validate(payload: { sub?: unknown }): Promise<SignedInUser | null> {
    const id = typeof payload.sub === 'string' && /^\d{1,9}$/.test(payload.sub) ? +payload.sub : 0;
    return id > 0 ? this.users.findActive(id) : null;
  }
}
