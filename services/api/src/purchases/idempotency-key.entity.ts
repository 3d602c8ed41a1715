import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import type { Purchase } from './purchase.entity';

/**
 * An `Idempotency-Key` a user sent with a purchase
 * (docs/decisions/0032-a-sale-is-recorded-once.md), written in the purchase's own transaction by
 * the checkout (purchases/checkout-statements.ts), which is the only writer; nothing builds one
 * through the ORM. The unique index on (user, key) is what makes concurrent repeats safe: the
 * second insert waits for the first transaction and then fails, and the loser answers with the
 * winner's purchase.
 */
@Entity()
@Unique({ properties: ['user', 'idempotencyKey'] })
export class IdempotencyKey {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  /** Not `key`: a reserved word in MySQL. */
  @Property({ type: 'string', length: 255 })
  idempotencyKey!: string;

  /** SHA-256 (hex) of the canonical request body: the same key with another body is a 409. */
  @Property({ type: 'string', length: 64 })
  fingerprint!: string;

  /** The purchase the key made, written in the same transaction right after it. */
  @ManyToOne({ entity: 'Purchase', deleteRule: 'cascade' })
  purchase!: Purchase;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  private constructor() {}
}
