import { randomBytes } from 'node:crypto';

/**
 * 128 random bits, base64url: the `jti` of every token
 * (docs/architecture.md#sessions-limits-and-client-addresses).
 */
export const newTokenId = (): string => randomBytes(16).toString('base64url');

/** What a token id may look like; the deny-list's key column holds 64 characters. */
export const TOKEN_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
