import { EntityManager, ref, UniqueConstraintViolationException } from '@mikro-orm/core';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  dollarsToCents,
  LEVELS_ORDER_ERROR,
  PRODUCT_SKU_MAX,
  type variantAddSchema,
  type StaffStyle,
  type StyleCreate,
  type StyleUpdate,
} from '@shop/contracts';
import type { z } from 'zod';
import type { AuditActor } from '../../audit/audit-entry.entity';
import { AuditTrail } from '../../audit/audit-trail';
import { InventoryRecord } from '../../inventory/inventory-record.entity';
import { openStock } from '../../inventory/stock-ledger-records';
import { refreshStyleSummaries } from '../../inventory/stock-ledger-styles';
import { Product } from '../product.entity';
import { StylePictureRef } from '../style-picture-ref.entity';
import { PictureStore } from '../../pictures/picture-store';
import { StoreSettingsService } from '../../shop/store-settings.service';
import { Style } from '../style.entity';
import {
  assertSkusFree,
  assertStyleCodeFree,
  findCategory,
  findStyle,
  findSupplier,
} from './catalogue-refs';
import { StaffStylesService } from './staff-styles.service';
import { styleStatusAudit } from './style-audit';
import { matrixCells, type MatrixCell } from './variant-matrix';

type VariantAdd = z.output<typeof variantAddSchema>;

interface NewVariants {
  sellingPriceCents: number;
  costPriceCents: number;
  minimum: number;
  maximum: number;
}

/** Staff writes of styles; every answer is the editor's style, read again. */
@Injectable()
export class StyleAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly read: StaffStylesService,
    private readonly pictures: PictureStore,
    private readonly audit: AuditTrail,
    private readonly settings: StoreSettingsService,
  ) {}

  /** Levels left out are the store settings' defaults (docs/product/settings.md#stock-defaults). */
  private async levels(body: Pick<StyleCreate, 'minimum_stock_level' | 'maximum_stock_level'>) {
    const defaults = await this.settings.current();
    const minimum = body.minimum_stock_level ?? defaults.stock_minimum_default;
    const maximum = body.maximum_stock_level ?? Math.max(minimum, defaults.stock_maximum_default);
    if (minimum > maximum) throw new BadRequestException(LEVELS_ORDER_ERROR);
    return { minimum, maximum };
  }

  /** The style's pictures, in order; each key must name a stored picture (an upload). */
  private async replacePictures(
    em: EntityManager,
    style: Style,
    pictures: StyleCreate['pictures'],
  ) {
    for (const [position, picture] of pictures.entries()) {
      const stored = await this.pictures.stored(picture.key);
      if (!stored) throw new BadRequestException(`Picture ${picture.key} is not a stored picture`);
      em.persist(new StylePictureRef(style, stored, picture.color ?? null, position));
    }
  }

  /** The style, its matrix of variants, and an inventory record (no stock) for each. */
  async create(body: StyleCreate): Promise<StaffStyle> {
    const levels = await this.levels(body);
    const id = await uniqueAsConflict(() =>
      this.em.transactional(async (em) => {
        await assertStyleCodeFree(em, body.style_code);
        const style = new Style({
          name: body.name,
          brand: body.brand,
          description: body.description,
          category: await findCategory(em, body.category_id),
          supplier: (await findSupplier(em, body.supplier_id))?.getEntity() ?? null,
          tags: body.tags,
          styleCode: body.style_code,
          skuPattern: body.sku_pattern,
        });
        await this.replacePictures(em, style, body.pictures);
        const cells = matrixCells(style.skuPattern, style.styleCode, body.sizes, body.colors);
        await this.addVariants(em, style, cells, {
          sellingPriceCents: dollarsToCents(body.selling_price),
          costPriceCents: dollarsToCents(body.cost_price),
          ...levels,
        });
        return style.id;
      }),
    );
    return this.read.get(id);
  }

  /** The fields sent; name, brand, description, category and supplier are copied to variants. */
  async update(id: number, body: StyleUpdate): Promise<StaffStyle> {
    await uniqueAsConflict(() =>
      this.em.transactional(async (em) => {
        const style = await findStyle(em, id);
        if (body.style_code !== undefined) {
          await assertStyleCodeFree(em, body.style_code, id);
          style.styleCode = body.style_code;
        }
        if (body.category_id !== undefined)
          style.category = ref(await findCategory(em, body.category_id));
        if (body.supplier_id !== undefined)
          style.supplier = await findSupplier(em, body.supplier_id);
        if (body.name !== undefined) style.name = body.name;
        if (body.brand !== undefined) style.brand = body.brand;
        if (body.description !== undefined) style.description = body.description;
        if (body.tags !== undefined) style.tags = body.tags;
        if (body.sku_pattern !== undefined) style.skuPattern = body.sku_pattern;
        if (body.pictures !== undefined) {
          await em.nativeDelete(StylePictureRef, { style: id });
          await this.replacePictures(em, style, body.pictures);
        }
        style.updatedAt = new Date();
        await em.flush();
        await copyToVariants(em, style, body.supplier_id !== undefined);
      }),
    );
    return this.read.get(id);
  }

  /** Every missing pair of the style's sizes and colours once these are added. */
  async addSizesOrColors(id: number, body: VariantAdd): Promise<StaffStyle> {
    const defaults = await this.levels({});
    await uniqueAsConflict(() =>
      this.em.transactional(async (em) => {
        const style = await findStyle(em, id);
        const variants = await em.find(Product, { style: id }, { orderBy: { id: 'asc' } });
        const first = variants[0];
        const levels = first ? await em.findOne(InventoryRecord, { product: first.id }) : null;
        const sizes = [...new Set([...variants.map((v) => v.size), ...body.sizes])];
        const colors = [...new Set([...variants.map((v) => v.color), ...body.colors])];
        const cells = matrixCells(style.skuPattern, style.styleCode, sizes, colors, variants);
        const sellingPrice = body.selling_price ?? null;
        const costPrice = body.cost_price ?? null;
        if (!first && (sellingPrice === null || costPrice === null))
          throw new BadRequestException(
            'selling_price and cost_price are required for a style without variants',
          );
        await this.addVariants(em, style, cells, {
          sellingPriceCents:
            sellingPrice === null ? first!.sellingPriceCents : dollarsToCents(sellingPrice),
          costPriceCents: costPrice === null ? first!.costPriceCents : dollarsToCents(costPrice),
          minimum: levels?.minimumStockLevel ?? defaults.minimum,
          maximum: levels?.maximumStockLevel ?? defaults.maximum,
        });
      }),
    );
    return this.read.get(id);
  }

  /** Archived: its variants leave the storefront and the till; history keeps them. Audited. */
  async setActive(id: number, active: boolean, actor: AuditActor): Promise<StaffStyle> {
    await this.em.transactional(async (em) => {
      const style = await findStyle(em, id);
      if (style.isActive !== active) this.audit.record(em, styleStatusAudit(style, active, actor));
      style.isActive = active;
      style.updatedAt = new Date();
      await em.flush();
      await em.nativeUpdate(Product, { style: id }, { isActive: false });
      if (active)
        await em.nativeUpdate(Product, { style: id, isArchived: false }, { isActive: true });
    });
    return this.read.get(id);
  }

  private async addVariants(
    em: EntityManager,
    style: Style,
    cells: MatrixCell[],
    values: NewVariants,
  ) {
    const tooLong = cells.find((cell) => cell.sku.length > PRODUCT_SKU_MAX);
    if (tooLong)
      throw new BadRequestException(
        `SKU ${tooLong.sku} is longer than ${PRODUCT_SKU_MAX} characters`,
      );
    await assertSkusFree(
      em,
      cells.map((cell) => cell.sku),
    );
    const products = cells.map((cell) => {
      const product = new Product({
        style,
        name: style.name,
        brand: style.brand,
        description: style.description,
        sku: cell.sku,
        size: cell.size,
        color: cell.color,
        sellingPriceCents: values.sellingPriceCents,
        costPriceCents: values.costPriceCents,
        category: style.category.getEntity(),
      });
      product.supplier = style.supplier;
      product.isActive = style.isActive;
      return product;
    });
    await em.persist([style, ...products]).flush();
    await openStock(
      em,
      products.map((product) => ({
        productId: product.id,
        minimumStockLevel: values.minimum,
        maximumStockLevel: values.maximum,
        movements: [],
      })),
    );
    await refreshStyleSummaries(em, [style.id]);
  }
}

/** The variants' copies of the style's fields (docs/decisions/0084-a-variant-is-a-product.md). */
export async function copyToVariants(em: EntityManager, style: Style, supplierToo: boolean) {
  await em.nativeUpdate(
    Product,
    { style: style.id },
    {
      name: style.name,
      brand: style.brand,
      description: style.description,
      category: style.category.id,
      ...(supplierToo && { supplier: style.supplier?.id ?? null }),
    },
  );
}

/** Two staff creating the same SKU or style code at once: the unique index decides, a 409. */
async function uniqueAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new ConflictException('A SKU, barcode or style code is already in use');
    throw error;
  }
}
