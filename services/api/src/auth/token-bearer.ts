import { UnauthorizedException } from '@nestjs/common';
import type { Approval } from './approval';

/**
 * `Bearer` (any case), one or more spaces, one b64token (RFC 6750
 * docs/product/README.md#screens-and-routes), and nothing after it.
 */
const BEARER_HEADER = /^bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * The token of an `Authorization: Bearer <token>` header, or null. Stricter than
 * passport-jwt's own extractor, which takes the first word after the scheme and ignores
 * the rest, so `Bearer <token> <anything>` passed as the token alone.
 */
export function bearerTokenOf(request: { headers: Record<string, unknown> }): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER_HEADER.exec(header)?.[1] ?? null;
}

/**
 * Whoever sent a good bearer token (signature, HS256, expiry, id and lifetime checked),
 * before anyone has looked at the account it names. The guard swaps it for the account on
 * every route but those marked `@ChecksAccountItself()`, which get this and must read the
 * account, active, at this token version and with this token not signed out, in their own
 * transaction (docs/architecture.md#sessions-limits-and-client-addresses).
 */
export class TokenBearer {
  constructor(
    readonly accountId: number,
    /**
     * The token's `jti`: sign-out puts it on the deny-list
     * (docs/decisions/0061-sign-out-ends-the-token-on-the-server.md).
     */
    readonly tokenId: string,
    /**
     * The account's token version at issue; a password change moves it on
     * (docs/decisions/0060-a-password-change-ends-other-sessions.md).
     */
    readonly tokenVersion: number,
    /** The token's `exp`, epoch seconds: how long its deny-list entry must last. */
    readonly expiresAt: number,
    /**
     * Issued at a sign-in with a temporary password: only the password change and a few account
     * reads take it (docs/product/roles-and-rules.md#temporary-passwords-and-pins).
     */
    readonly temporaryPassword = false,
  ) {}

  /** Set by the permission guard when another user approved this request's action. */
  approvedBy: Approval | null = null;
}

/** The 401 for a token that fails: bad, expired, signed out, outdated, or naming an account gone or deactivated. */
export const tokenRefused = (): UnauthorizedException =>
  new UnauthorizedException('Invalid or expired token');
