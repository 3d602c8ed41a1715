import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  centsToDollars,
  type PurchaseQuote,
  type PurchaseQuoteRequest,
  type SaleChannel,
} from '@shop/contracts';
import { withTillDiscounts } from './pricing/till-discount-rule';
import { tillDiscountsFor } from './till-discounts/till-discount-lines';
import { Product } from '../catalog/product.entity';
import { toShippingRule } from '../shop/store-settings.mapper';
import { StoreSettingsService } from '../shop/store-settings.service';
import { TaxService } from '../tax/tax.service';
import { mergeLines, type RequestedLine } from './purchase-lines';
import { priceOrder } from './pricing/price-order';
import { channelPricingRules, withDiscount } from './pricing/pricing-rules';
import { DiscountCode } from '../discount-codes/discount-code.entity';
import { codeDiscountCents, refusalOf, subtotalOf } from '../discount-codes/discount-code-terms';
import { codeDay } from '../discount-codes/discount-code-day';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import { withTax } from './pricing/tax-rule';

/**
 * `POST /purchases/quote` (docs/product/tax.md#the-cart-and-checkout): a cart priced as the
 * checkout would price it now on `channel`, tax and (on the web) shipping included, through the
 * same pricing function, channel rules and tax rules; nothing is bought or held. The checkout prices again when it buys, so the server always
 * decides what is charged.
 */
@Injectable()
export class PurchaseQuoteService {
  constructor(
    private readonly em: EntityManager,
    private readonly tax: TaxService,
    private readonly settings: StoreSettingsService,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  /**
   * With `code` the quote checks it as the checkout will (docs/product/discount-codes.md), but
   * for the buyer's own earlier uses: the quote is public, so only the checkout knows the buyer.
   */
  async quote(
    items: readonly RequestedLine[],
    channel: SaleChannel,
    code: string | null = null,
    till: Pick<PurchaseQuoteRequest, 'line_discounts' | 'sale_discount'> = {},
  ): Promise<PurchaseQuote> {
    const merged = mergeLines(items);
    if (!merged.ok) throw new BadRequestException(merged.error);
    const ids = [...merged.lines.keys()];
    const em = this.em.fork();
    const [products, table, settings] = await Promise.all([
      em.find(Product, { id: { $in: ids }, isActive: true }),
      this.tax.table(),
      this.settings.current(),
    ]);
    const byId = new Map(products.map((product) => [product.id, product]));
    const lines = [...merged.lines].map(([id, quantity]) => {
      const product = byId.get(id);
      if (!product) throw new BadRequestException(`Product ${id} not found`);
      return {
        productId: id,
        quantity,
        unitPriceCents: product.sellingPriceCents,
        categoryId: product.category.id,
      };
    });
    let rules = channelPricingRules(channel, toShippingRule(settings));
    if (code && channel === 'pos') throw new BadRequestException('discount_code is for web orders');
    if (code) {
      const terms = await em.findOne(DiscountCode, { code });
      const today = await codeDay(this.shop);
      const refusal = refusalOf(terms, {
        today,
        subtotalCents: subtotalOf(lines),
        customerUses: null,
      });
      if (refusal || !terms) throw new BadRequestException(refusal);
      rules = withDiscount(rules, (cents) => codeDiscountCents(terms, cents));
    }
    // The till's discounts, priced as the sale will price them; the sale checks who may give them.
    const discounts = channel === 'pos' ? tillDiscountsFor(merged.lines, till) : null;
    if (discounts) rules = withTillDiscounts(rules, discounts);
    const order = priceOrder(lines, withTax(table, rules));
    return {
      items: order.lines.map((line) => ({
        product_id: line.productId,
        quantity: line.quantity,
        unit_price: centsToDollars(line.unitPriceCents),
        total_price: centsToDollars(line.totalPriceCents),
        tax: centsToDollars(line.taxCents),
        tax_rate: line.taxPercent,
        discount_amount: centsToDollars(line.discountCents),
      })),
      subtotal: centsToDollars(order.subtotalCents),
      tax: centsToDollars(order.taxCents),
      shipping_amount: centsToDollars(order.shippingCents),
      discount_code: code,
      discount_amount: centsToDollars(order.discountCents),
      sale_discount_amount: centsToDollars(discounts?.sale ? order.orderDiscountCents : 0),
      total_amount: centsToDollars(order.totalCents),
    };
  }
}
