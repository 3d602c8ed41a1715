import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  dollarsToCents,
  type DiscountCode as DiscountCodeBody,
  type DiscountCodeCreate,
  type DiscountCodeUpdate,
} from '@shop/contracts';
import type { AuditActor } from '../audit/audit-entry.entity';
import { AuditTrail } from '../audit/audit-trail';
import { codeAdded, codeChanged } from './discount-code-audit';
import { DiscountCode } from './discount-code.entity';
import { toDiscountCodeBody } from './discount-code.mapper';

/**
 * The shop's discount codes (docs/product/discount-codes.md), managed by whoever may manage the
 * settings; each change audited in its own transaction. A code used by an order is never deleted,
 * only deactivated, so the sales report and the purchases keep naming it.
 */
@Injectable()
export class DiscountCodesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditTrail,
  ) {}

  async list(): Promise<DiscountCodeBody[]> {
    const codes = await this.em.fork().find(DiscountCode, {}, { orderBy: { code: 'asc' } });
    return codes.map(toDiscountCodeBody);
  }

  async create(actor: AuditActor, body: DiscountCodeCreate): Promise<DiscountCodeBody> {
    try {
      return await this.em.transactional(async (em) => {
        const code = new DiscountCode(body.code, body.kind);
        apply(code, body);
        em.persist(code);
        await em.flush();
        const created = toDiscountCodeBody(code);
        this.audit.record(em, codeAdded(actor, created));
        return created;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictException('A discount code with this code already exists');
      throw error;
    }
  }

  /** Only the fields sent change; `is_active: false` deactivates. */
  async update(actor: AuditActor, id: number, body: DiscountCodeUpdate): Promise<DiscountCodeBody> {
    return this.em.transactional(async (em) => {
      const code = await em.findOne(DiscountCode, id);
      if (!code) throw new NotFoundException('Discount code not found');
      const before = toDiscountCodeBody(code);
      apply(code, body);
      await em.flush();
      const after = toDiscountCodeBody(code);
      const changed = codeChanged(actor, before, after);
      if (changed) this.audit.record(em, changed);
      return after;
    });
  }
}

/** The sent fields onto the entity; `value` is read in the unit of the (new or kept) kind. */
function apply(code: DiscountCode, body: DiscountCodeUpdate): void {
  if (body.kind !== undefined || body.value !== undefined) {
    const kind = body.kind ?? code.kind;
    const value = body.value ?? toDiscountCodeBody(code).value;
    if (kind === 'percent' && (!Number.isInteger(value) || value > 100))
      throw new BadRequestException('A percentage is a whole number from 1 to 100');
    code.kind = kind;
    code.percentOff = kind === 'percent' ? value : null;
    code.amountOffCents = kind === 'amount' ? dollarsToCents(value) : null;
  }
  if (body.min_spend !== undefined) code.minSpendCents = dollarsToCents(body.min_spend);
  if (body.starts_on !== undefined) code.startsOn = body.starts_on;
  if (body.ends_on !== undefined) code.endsOn = body.ends_on;
  if (code.startsOn && code.endsOn && code.endsOn < code.startsOn)
    throw new BadRequestException('ends_on is before starts_on');
  if (body.max_uses !== undefined) code.maxUses = body.max_uses;
  if (body.max_uses_per_customer !== undefined)
    code.maxUsesPerCustomer = body.max_uses_per_customer;
  if (body.is_active !== undefined) code.isActive = body.is_active;
}
