import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  HELD_SALE_GONE,
  HELD_SALE_HOURS,
  heldProductNotOnSale,
  REGISTER_NOT_FOUND,
  TILL_CUSTOMER_NOT_FOUND,
  type HeldSale as HeldSaleBody,
  type HoldSaleRequest,
} from '@shop/contracts';
import { AuditTrail } from '../audit/audit-trail';
import { Product } from '../catalog/product.entity';
import { tillDiscountsFor } from '../purchases/till-discounts/till-discount-lines';
import { Register } from '../registers/register.entity';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import type { SignedInUser } from '../users/signed-in-user';
import { User } from '../users/user.entity';
import { heldSaleClosed, saleHeld, type HeldSaleFacts } from './held-sale-audit';
import { HeldSale, type HeldItem } from './held-sale.entity';
import { toHeldSaleBody } from './held-sale.mapper';

const HELD_FOR_MS = HELD_SALE_HOURS * 60 * 60 * 1000;
const POPULATE = ['register', 'heldBy', 'customer'] as const;

/**
 * One line per product, in the order first rung up, each with the discount given on it (as the
 * sale takes them: 400 for a discount on a product not held, or two on one line).
 */
function mergeItems(body: HoldSaleRequest): HeldItem[] {
  const merged = new Map<number, number>();
  for (const { product_id, quantity } of body.items)
    merged.set(product_id, (merged.get(product_id) ?? 0) + quantity);
  const discounts = tillDiscountsFor(merged, body)?.lines ?? [];
  return [...merged].map(([product_id, quantity], index) => {
    const discount = discounts[index];
    return discount ? { product_id, quantity, discount } : { product_id, quantity };
  });
}

/**
 * Held sales (docs/product/point-of-sale.md#held-sales): a till parks its cart with a note, any
 * till lists and resumes or discards it, and it lapses after 24 hours. It takes no stock: the
 * lines are read again, with today's prices and stock, whenever they are shown or resumed.
 */
@Injectable()
export class HeldSalesService {
  constructor(
    private readonly em: EntityManager,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
    private readonly audit: AuditTrail,
  ) {}

  async hold(actor: SignedInUser, body: HoldSaleRequest): Promise<HeldSaleBody> {
    const heldAt = this.now();
    const id = await this.em.fork().transactional(async (em) => {
      const register = await em.findOne(Register, body.register_id);
      if (!register || register.retiredAt) throw new BadRequestException(REGISTER_NOT_FOUND);
      const customer = body.customer_id ? await em.findOne(User, body.customer_id) : null;
      if (body.customer_id && (customer?.role !== 'customer' || !customer.isActive))
        throw new BadRequestException(TILL_CUSTOMER_NOT_FOUND);
      const items = mergeItems(body);
      const onSale = await em.find(Product, {
        id: { $in: items.map((item) => item.product_id) },
        isActive: true,
      });
      const missing = items.find((item) => !onSale.some((p) => p.id === item.product_id));
      if (missing) throw new BadRequestException(heldProductNotOnSale(missing.product_id));
      // Nothing reads a lapsed hold again, so each new one clears them away.
      await em.nativeDelete(HeldSale, { expiresAt: { $lte: heldAt } });
      const held = new HeldSale({
        register,
        heldBy: em.getReference(User, actor.id),
        customer,
        note: body.note,
        items,
        saleDiscount: body.sale_discount ?? null,
        heldAt,
        expiresAt: new Date(heldAt.getTime() + HELD_FOR_MS),
      });
      await em.persist(held).flush();
      this.audit.record(em, saleHeld(actor, factsOf(held, register.name)));
      return held.id;
    });
    const [held] = await this.read(this.em.fork(), { id });
    return held!;
  }

  /** Every register's held sales that have not lapsed, the newest first. */
  list(): Promise<HeldSaleBody[]> {
    return this.read(this.em.fork(), { expiresAt: { $gt: this.now() } });
  }

  /**
   * The held sale's lines for the till, and the hold gone. Of two tills resuming it at once one
   * gets it: the delete that counts one row decides.
   */
  async resume(actor: SignedInUser, id: number, registerId: number): Promise<HeldSaleBody> {
    return this.em.fork().transactional(async (em) => {
      const register = await em.findOne(Register, registerId);
      if (!register || register.retiredAt) throw new BadRequestException(REGISTER_NOT_FOUND);
      const [body] = await this.read(em, { id, expiresAt: { $gt: this.now() } });
      const facts = await this.take(em, id);
      this.audit.record(em, heldSaleClosed(actor, facts, { resumedOn: register.name }));
      return body!;
    });
  }

  async discard(actor: SignedInUser, id: number): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const facts = await this.take(em, id);
      this.audit.record(em, heldSaleClosed(actor, facts, 'discarded'));
    });
  }

  /** Deletes a live hold and says what it was; 404 when it is gone or has lapsed. */
  private async take(em: EntityManager, id: number): Promise<HeldSaleFacts> {
    const held = await em.findOne(
      HeldSale,
      { id, expiresAt: { $gt: this.now() } },
      { populate: ['register'] },
    );
    if (!held || (await em.nativeDelete(HeldSale, { id })) !== 1)
      throw new NotFoundException(HELD_SALE_GONE);
    return factsOf(held, held.register.getEntity().name);
  }

  private async read(
    em: EntityManager,
    where: { id?: number; expiresAt?: { $gt: Date } },
  ): Promise<HeldSaleBody[]> {
    const found = await em.find(HeldSale, where, {
      populate: POPULATE,
      orderBy: { heldAt: 'desc', id: 'desc' },
    });
    if (where.id !== undefined && !found.length) throw new NotFoundException(HELD_SALE_GONE);
    const ids = [...new Set(found.flatMap((held) => held.heldItems().map((i) => i.product_id)))];
    const products = ids.length
      ? await em.find(Product, { id: { $in: ids }, isActive: true }, { populate: ['inventory'] })
      : [];
    const byId = new Map(products.map((product) => [product.id, product]));
    return found.map((held) => toHeldSaleBody(held, byId));
  }

  /** Whole seconds, as MySQL keeps a datetime: the hold reads back as it was written. */
  private now(): Date {
    return new Date(Math.floor(this.shop.clock.now().getTime() / 1000) * 1000);
  }
}

function factsOf(held: HeldSale, register: string): HeldSaleFacts {
  return {
    id: held.id,
    note: held.note,
    register,
    items: held.heldItems(),
    saleDiscount: held.heldSaleDiscount(),
    customerId: held.customer?.id ?? null,
  };
}
