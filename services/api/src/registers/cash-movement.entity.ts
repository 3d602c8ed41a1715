import { Entity, Enum, ManyToOne, PrimaryKey, Property, ref, type Ref } from '@mikro-orm/core';
import {
  assertCents,
  CASH_MOVEMENT_KINDS,
  CASH_REASON_MAX,
  type CashMovementKind,
} from '@shop/contracts';
import { User } from '../users/user.entity';
import { RegisterSession } from './register-session.entity';

/** Cash put into a drawer or taken out of it during a session, and why (docs/product/registers.md#cash-in-and-out). */
@Entity()
export class CashMovement {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => RegisterSession, ref: true })
  session: Ref<RegisterSession>;

  @Enum({ items: () => CASH_MOVEMENT_KINDS })
  kind: CashMovementKind;

  @Property({ type: 'integer' })
  amountCents: number;

  @Property({ type: 'string', length: CASH_REASON_MAX })
  reason: string;

  @Property({ type: 'datetime' })
  at: Date;

  @ManyToOne({ entity: () => User, ref: true })
  by: Ref<User>;

  constructor(
    session: RegisterSession,
    kind: CashMovementKind,
    amountCents: number,
    reason: string,
    by: User,
    at: Date,
  ) {
    if (assertCents('amountCents', amountCents) === 0)
      throw new RangeError('A cash movement moves some cash');
    this.session = ref(session);
    this.kind = kind;
    this.amountCents = amountCents;
    this.reason = reason;
    this.by = ref(by);
    this.at = at;
  }
}
