import {
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import {
  RETURN_KINDS,
  RETURN_NOTE_MAX,
  RETURN_STATUSES,
  SALE_CHANNELS,
  type ReturnKind,
  type ReturnStatus,
  type SaleChannel,
} from '@shop/contracts';
import { Purchase } from '../purchases/purchase.entity';
import { RegisterSession } from '../registers/register-session.entity';
import { User } from '../users/user.entity';
import { ReturnLine } from './return-line.entity';
import { ReturnRefund } from './return-refund.entity';

export interface NewSaleReturn {
  purchase: Purchase;
  kind: ReturnKind;
  status: ReturnStatus;
  channel: SaleChannel;
  receipt: boolean;
  createdBy: User;
  createdAt: Date;
  note?: string | null;
  approvedBy?: User | null;
  /** The drawer session of the till that took a return at the till. */
  registerSession?: RegisterSession | null;
  /** An `Idempotency-Key` and the fingerprint of the request it came with. */
  keyed?: { key: string; fingerprint: string } | null;
}

/**
 * Units of one purchase taken back (docs/product/returns.md): a return at the till or online, or
 * lines of a web order cancelled before it shipped. Its lines say what came back and what they
 * paid; its refunds say where the money went. `sale_return`, as `return` is a reserved word.
 * The status moves only through conditional updates (returns-flow.service.ts), so two staff
 * acting on one return at once move it once.
 */
@Entity({ tableName: 'sale_return' })
@Index({ properties: ['createdAt', 'id'] })
@Index({ properties: ['status', 'createdAt'] })
// The dashboard's returns of today, counted on the day of their refund.
@Index({ properties: ['refundedAt'] })
// A repeated request with the same key finds its return (docs/decisions/0032-a-sale-is-recorded-once.md).
@Unique({ properties: ['createdBy', 'idempotencyKey'] })
export class SaleReturn {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Purchase })
  purchase: Purchase;

  @Enum({ items: () => RETURN_KINDS })
  kind: ReturnKind;

  @Enum({ items: () => RETURN_STATUSES })
  status: ReturnStatus;

  /** `pos` at the till, `web` asked online (and a web order's cancelled lines). */
  @Enum({ items: () => SALE_CHANNELS })
  channel: SaleChannel;

  /** The customer showed the receipt (or it is their own order online). */
  @Property({ type: 'boolean' })
  receipt: boolean;

  /** Staff's reason for declining a request. */
  @Property({ type: 'string', length: RETURN_NOTE_MAX, nullable: true })
  note: string | null;

  @OneToMany({ entity: () => ReturnLine, mappedBy: 'saleReturn' })
  lines = new Collection<ReturnLine>(this);

  @OneToMany({ entity: () => ReturnRefund, mappedBy: 'saleReturn' })
  refunds = new Collection<ReturnRefund>(this);

  /**
   * The drawer session of the till's register that took the return: its refunds come out of that
   * drawer (registers/session-refunds.ts). Null online and for cancelled lines of a web order.
   */
  @ManyToOne({ entity: () => RegisterSession, nullable: true })
  registerSession: RegisterSession | null;

  /** The new purchase an exchange sold in the same transaction. */
  @ManyToOne({ entity: () => Purchase, nullable: true })
  exchangePurchase: Purchase | null = null;

  /** Exchange total − returned amount: paid by the customer (+) or refunded (−). */
  @Property({ type: 'integer', nullable: true })
  balanceCents: number | null = null;

  /** Cash handed over for a positive balance; the change is derived, never stored. */
  @Property({ type: 'integer', nullable: true })
  amountTenderedCents: number | null = null;

  @ManyToOne({ entity: () => User })
  createdBy: User;

  @ManyToOne({ entity: () => User, nullable: true })
  receivedBy: User | null = null;

  @ManyToOne({ entity: () => User, nullable: true })
  refundedBy: User | null = null;

  /** Who approved, with their PIN, a return outside the window or without a receipt. */
  @ManyToOne({ entity: () => User, nullable: true })
  approvedBy: User | null;

  @Property({ type: 'datetime' })
  createdAt: Date;

  @Property({ type: 'datetime', nullable: true })
  receivedAt: Date | null = null;

  /** From this moment the return counts in the reports, on this shop-calendar day. */
  @Property({ type: 'datetime', nullable: true })
  refundedAt: Date | null = null;

  /** Not `key`: a reserved word in MySQL. Null without a key. */
  @Property({ type: 'string', length: 255, nullable: true })
  idempotencyKey: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  keyFingerprint: string | null;

  constructor(data: NewSaleReturn) {
    this.purchase = data.purchase;
    this.kind = data.kind;
    this.status = data.status;
    this.channel = data.channel;
    this.receipt = data.receipt;
    this.createdBy = data.createdBy;
    this.createdAt = data.createdAt;
    this.note = data.note ?? null;
    this.approvedBy = data.approvedBy ?? null;
    this.registerSession = data.registerSession ?? null;
    this.idempotencyKey = data.keyed?.key ?? null;
    this.keyFingerprint = data.keyed?.fingerprint ?? null;
  }

  /** The goods are in the shop's hands (at the till at once; online once received). */
  markReceived(by: User, at: Date): void {
    this.receivedBy = by;
    this.receivedAt = at;
  }

  /** The money went back: from `at` the return counts in the reports. */
  markRefunded(by: User, at: Date): void {
    if (!this.receivedAt) throw new Error(`return ${this.id} is refunded before it is received`);
    this.status = 'refunded';
    this.refundedBy = by;
    this.refundedAt = at;
  }
}
