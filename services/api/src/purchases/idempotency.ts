import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { IDEMPOTENCY_KEY_TTL_HOURS, type CreatePurchaseRequest } from '@shop/contracts';

/** A key, and what the request it came with looked like. */
export interface KeyedRequest {
  key: string;
  fingerprint: string;
}

const HOUR_MS = 3_600_000;

/** Keys written before this moment are forgotten: the same key then makes a new purchase. */
export function keyCutoff(now: Date): Date {
  return new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS);
}

/**
 * SHA-256 (hex) of the request as the server understood it: the validated body with lines of
 * one product merged and sorted (`lines`, from mergeLines), keys in a fixed order, absent and
 * null the same. So a retry that differs only in spacing, key order, ignored fields (the
 * client's prices) or line order is the same sale; any change that matters is another.
 */
export function requestFingerprint(
  request: CreatePurchaseRequest,
  lines: ReadonlyMap<number, number>,
): string {
  const canonical = canonicalJson({ ...request, items: [...lines] });
  return createHash('sha256').update(canonical).digest('hex');
}

/** JSON with object keys sorted and null/undefined members left out, at every depth. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== null && member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * True when a write broke a unique index: here, a second purchase with a key the same user
 * already used, which lost the race to the first. The checkout's statements reach MySQL
 * past the ORM (mysql2's error, 1062) and SQLite through it (the ORM's exception, or
 * libsql's own code when the ORM did not convert it).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof UniqueConstraintViolationException) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { errno, code, message } = error as { errno?: unknown; code?: unknown; message?: unknown };
  if (errno === 1062 || code === 'ER_DUP_ENTRY') return true;
  return (
    typeof code === 'string' &&
    code.startsWith('SQLITE_CONSTRAINT') &&
    typeof message === 'string' &&
    message.includes('UNIQUE')
  );
}
