import { Entity, Index, ManyToOne, PrimaryKey, Property, ref, type Ref } from '@mikro-orm/core';
import { assertCents } from '@shop/contracts';
import { User } from '../users/user.entity';
import { Register } from './register.entity';

export interface NewRegisterSession {
  register: Register;
  openedBy: User;
  openedAt: Date;
  floatCents: number;
  /** JSON of the float's bills and coins, when it was counted that way. */
  floatDenominations: string | null;
}

/**
 * A drawer session (docs/product/registers.md): a cashier opens it on a register with a float,
 * the till's sales name it (`purchase.register_session_id`), cash moves in and out, and it closes
 * once with a count, which keeps the Z report as it was then (`zReport`, JSON): nothing writes it
 * again.
 */
@Entity()
@Index({ properties: ['openedAt'] })
export class RegisterSession {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Register, ref: true })
  register: Ref<Register>;

  /**
   * The register's id while the session is open, null once closed. Its unique index lets one
   * session be open per register (a second open is refused by the database itself), and it is
   * how a till sale finds the session to sell on.
   */
  @Property({ type: 'integer', nullable: true, unique: true })
  openRegisterId: number | null;

  @ManyToOne({ entity: () => User, ref: true })
  openedBy: Ref<User>;

  @Property({ type: 'datetime' })
  openedAt: Date;

  @Property({ type: 'integer' })
  floatCents: number;

  @Property({ type: 'text', nullable: true })
  floatDenominations: string | null;

  /**
   * One more for every sale, cash movement and the close. Each adds it with a conditional update
   * of this row in its own transaction, and that update is what orders them: a close waits for a
   * sale in flight, and a sale after the close finds the session closed
   * (docs/decisions/0096-a-z-report-is-a-snapshot-taken-under-the-sessions-lock.md).
   */
  @Property({ type: 'integer', default: 0 })
  changeCount = 0;

  @Property({ type: 'datetime', nullable: true })
  closedAt: Date | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true })
  closedBy: Ref<User> | null = null;

  @Property({ type: 'integer', nullable: true })
  countedCashCents: number | null = null;

  @Property({ type: 'text', nullable: true })
  countedDenominations: string | null = null;

  @Property({ type: 'integer', nullable: true })
  cardTotalCents: number | null = null;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /** The Z report as the close drew it up (DrawerReport, JSON); null while open. */
  @Property({ type: 'text', nullable: true })
  zReport: string | null = null;

  constructor(data: NewRegisterSession) {
    this.register = ref(data.register);
    this.openRegisterId = data.register.id;
    this.openedBy = ref(data.openedBy);
    this.openedAt = data.openedAt;
    this.floatCents = assertCents('floatCents', data.floatCents);
    this.floatDenominations = data.floatDenominations;
  }
}
