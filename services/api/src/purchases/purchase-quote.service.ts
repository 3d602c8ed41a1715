import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Injectable } from '@nestjs/common';
import { centsToDollars, type PurchaseQuote, type SaleChannel } from '@shop/contracts';
import { Product } from '../catalog/product.entity';
import { toShippingRule } from '../shop/store-settings.mapper';
import { StoreSettingsService } from '../shop/store-settings.service';
import { TaxService } from '../tax/tax.service';
import { mergeLines, type RequestedLine } from './purchase-lines';
import { priceOrder } from './pricing/price-order';
import { channelPricingRules } from './pricing/pricing-rules';
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
  ) {}

  async quote(items: readonly RequestedLine[], channel: SaleChannel): Promise<PurchaseQuote> {
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
    const rules = channelPricingRules(channel, toShippingRule(settings));
    const order = priceOrder(lines, withTax(table, rules));
    return {
      items: order.lines.map((line) => ({
        product_id: line.productId,
        quantity: line.quantity,
        unit_price: centsToDollars(line.unitPriceCents),
        total_price: centsToDollars(line.totalPriceCents),
        tax: centsToDollars(line.taxCents),
        tax_rate: line.taxPercent,
      })),
      subtotal: centsToDollars(order.subtotalCents),
      tax: centsToDollars(order.taxCents),
      shipping_amount: centsToDollars(order.shippingCents),
      total_amount: centsToDollars(order.totalCents),
    };
  }
}
