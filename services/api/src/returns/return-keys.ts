import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { ConflictException } from '@nestjs/common';
import { RETURN_KEY_REUSED } from '@shop/contracts';
import {
  canonicalJson,
  isUniqueViolation,
  keyCutoff,
  type KeyedRequest,
} from '../purchases/idempotency';
import { SaleReturn } from './sale-return.entity';

/** A repeat, then (after an expired key was cleared) one more try, then a third for a rare race. */
const KEY_ATTEMPTS = 3;

/** The key and the fingerprint of the validated request (purchases/idempotency.ts's rules). */
export function keyedRequest(key: string | null, request: unknown): KeyedRequest | null {
  if (key === null) return null;
  const fingerprint = createHash('sha256').update(canonicalJson(request)).digest('hex');
  return { key, fingerprint };
}

/**
 * Makes a return once per `Idempotency-Key`, as the checkout makes a sale
 * (docs/decisions/0032-a-sale-is-recorded-once.md): the key is written with the return
 * (return-writer.ts), so of concurrent repeats one makes it and the others, refused by the unique
 * index, answer with its id (`replayed`). A key of the last 24 hours with another body is a 409.
 */
export async function onceByKey(
  em: EntityManager,
  userId: number,
  keyed: KeyedRequest | null,
  make: () => Promise<number>,
): Promise<{ id: number; replayed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { id: await make(), replayed: false };
    } catch (error) {
      if (!keyed || !isUniqueViolation(error) || attempt === KEY_ATTEMPTS) throw error;
      const earlier = await earlierReturn(em.fork(), userId, keyed);
      if (earlier !== null) return { id: earlier, replayed: true };
      // The key had expired and is cleared now: make the return under it.
    }
  }
}

async function earlierReturn(
  em: EntityManager,
  userId: number,
  keyed: KeyedRequest,
): Promise<number | null> {
  const row = await em.findOne(SaleReturn, { createdBy: userId, idempotencyKey: keyed.key });
  if (!row) return null;
  if (row.createdAt < keyCutoff(new Date())) {
    await em.nativeUpdate(
      SaleReturn,
      { id: row.id },
      { idempotencyKey: null, keyFingerprint: null },
    );
    return null;
  }
  if (row.keyFingerprint !== keyed.fingerprint) throw new ConflictException(RETURN_KEY_REUSED);
  return row.id;
}
