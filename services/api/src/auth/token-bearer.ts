import { UnauthorizedException } from '@nestjs/common';

/**
 * Whoever sent a good bearer token (signature, HS256, expiry checked), before anyone
 * has looked at the account it names. The guard swaps it for the account on every
 * route but those marked `@ChecksAccountItself()`, which get this and must read the
 * account, active, in their own transaction.
 */
export class TokenBearer {
  constructor(readonly accountId: number) {}
}

/** The 401 for a token that fails: bad, expired, or naming an account gone or deactivated. */
export const tokenRefused = (): UnauthorizedException =>
  new UnauthorizedException('Invalid or expired token');
