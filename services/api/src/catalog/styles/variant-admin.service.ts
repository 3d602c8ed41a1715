import { EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  dollarsToCents,
  LEVELS_ORDER_ERROR,
  type StaffStyle,
  type TillLookup,
  type variantBulkUpdateSchema,
  type variantUpdateSchema,
} from '@shop/contracts';
import type { z } from 'zod';
import type { AuditActor } from '../../audit/audit-entry.entity';
import { InventoryRecord } from '../../inventory/inventory-record.entity';
import { discardStock } from '../../inventory/stock-ledger-records';
import { lockStyleStock, refreshStyleSummaries } from '../../inventory/stock-ledger-styles';
import { changePrices } from '../price-history';
import { normalizeSku, Product } from '../product.entity';
import { assertBarcodeFree, assertSkusFree } from './catalogue-refs';
import { StaffStylesService } from './staff-styles.service';
import { loadVariants } from './style-variants.query';
import { lookUpTillCode } from './till-lookup.query';

type VariantUpdate = z.output<typeof variantUpdateSchema>;
type VariantBulkUpdate = z.output<typeof variantBulkUpdateSchema>;
type Levels = { minimum_stock_level?: number; maximum_stock_level?: number };

export const VARIANT_NOT_FOUND = 'Variant not found';
export const VARIANT_HAS_HISTORY =
  'This variant has sales or stock movements: archive it (is_active false) instead of deleting it';
export const NOTHING_BY_CODE = 'No variant on sale has this barcode or SKU';

/** Staff writes of single variants, the bulk edit, the delete, and the till's lookup. */
@Injectable()
export class VariantAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly read: StaffStylesService,
  ) {}

  async update(id: number, body: VariantUpdate, actor: AuditActor): Promise<StaffStyle> {
    const styleId = await this.em.transactional(async (em) => {
      const product = await findVariant(em, id);
      await lockStyleStock(em, [product.style.id]);
      if (body.sku !== undefined && normalizeSku(body.sku) !== product.sku) {
        await assertSkusFree(em, [body.sku]);
        product.sku = normalizeSku(body.sku);
      }
      if (body.barcode !== undefined) {
        if (body.barcode !== null) await assertBarcodeFree(em, body.barcode, id);
        product.barcode = body.barcode;
      }
      if (body.is_active !== undefined) {
        product.isArchived = !body.is_active;
        product.isActive = body.is_active && (await product.style.loadOrFail()).isActive;
      }
      changePrices(em, product, prices(body), actor);
      await setLevels(em, [id], body);
      await em.flush();
      await refreshStyleSummaries(em, [product.style.id]);
      return product.style.id;
    });
    return this.read.get(styleId);
  }

  /** The same prices or levels across the selected variants, in one transaction. */
  async updateMany(body: VariantBulkUpdate, actor: AuditActor): Promise<{ updated: number }> {
    const ids = [...new Set(body.ids)];
    await this.em.transactional(async (em) => {
      const products = await em.find(Product, { id: ids });
      const missing = ids.filter((id) => !products.some((p) => p.id === id));
      if (missing.length) throw new NotFoundException(`Variant not found: ${missing.join(', ')}`);
      await lockStyleStock(
        em,
        products.map((product) => product.style?.id),
      );
      for (const product of products) changePrices(em, product, prices(body), actor);
      await setLevels(em, ids, body);
      await em.flush();
      await refreshStyleSummaries(
        em,
        products.map((product) => product.style?.id),
      );
    });
    return { updated: ids.length };
  }

  /** Only a variant without history goes; one with history is archived by the client. */
  async remove(id: number): Promise<{ message: string }> {
    const styleId = await this.em
      .transactional(async (em) => {
        const product = await findVariant(em, id);
        const variants = await loadVariants(em, [product.style.id], {
          visibleOnly: false,
          withHistory: true,
        });
        if (variants.get(product.style.id)?.find((v) => v.id === id)?.hasHistory)
          throw new ConflictException(VARIANT_HAS_HISTORY);
        await discardStock(em, id);
        await em.nativeDelete(Product, { id });
        await refreshStyleSummaries(em, [product.style.id]);
        return product.style.id;
      })
      .catch((error: unknown) => {
        // A sale that slipped in since the check: its foreign key keeps the row.
        if (error instanceof ForeignKeyConstraintViolationException)
          throw new ConflictException(VARIANT_HAS_HISTORY);
        throw error;
      });
    return { message: `Variant deleted from style ${styleId}` };
  }

  /** The till's scan: an exact barcode or SKU of a variant on sale, in one statement. */
  async lookup(code: string): Promise<TillLookup> {
    const found = await lookUpTillCode(this.em.fork(), code);
    if (!found) throw new NotFoundException(NOTHING_BY_CODE);
    return found;
  }
}

async function findVariant(em: EntityManager, id: number): Promise<Product> {
  const product = await em.findOne(Product, id);
  if (!product) throw new NotFoundException(VARIANT_NOT_FOUND);
  return product;
}

function prices(body: { selling_price?: number; cost_price?: number }) {
  return {
    sellingPriceCents:
      body.selling_price === undefined ? undefined : dollarsToCents(body.selling_price),
    costPriceCents: body.cost_price === undefined ? undefined : dollarsToCents(body.cost_price),
  };
}

/** New levels for some variants' inventory records; a minimum above the maximum is refused. */
async function setLevels(em: EntityManager, ids: number[], body: Levels): Promise<void> {
  const { minimum_stock_level: minimum, maximum_stock_level: maximum } = body;
  if (minimum === undefined && maximum === undefined) return;
  const records = await em.find(InventoryRecord, { product: ids });
  for (const record of records)
    if ((minimum ?? record.minimumStockLevel) > (maximum ?? record.maximumStockLevel))
      throw new BadRequestException(LEVELS_ORDER_ERROR);
  await em.nativeUpdate(
    InventoryRecord,
    { product: ids },
    {
      ...(minimum !== undefined && { minimumStockLevel: minimum }),
      ...(maximum !== undefined && { maximumStockLevel: maximum }),
    },
  );
}
