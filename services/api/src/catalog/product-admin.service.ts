import {
  EntityManager,
  ForeignKeyConstraintViolationException,
  ref,
  UniqueConstraintViolationException,
  type Ref,
} from '@mikro-orm/core';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  dollarsToCents,
  type Product as ProductBody,
  type ProductCreate,
  type ProductUpdate,
} from '@shop/contracts';
import type { AuditActor } from '../audit/audit-entry.entity';
import { discardStock, openStock } from '../inventory/stock-ledger-records';
import { refreshStyleSummaries } from '../inventory/stock-ledger-styles';
import { PurchaseItem } from '../purchases/purchase-item.entity';
import { Supplier } from '../suppliers/supplier.entity';
import { Category } from './category.entity';
import { changePrices } from './price-history';
import { normalizeSku, Product } from './product.entity';
import { styleForProduct } from './style-placement';
import { ProductsService } from './products.service';
import { StoreSettingsService } from '../shop/store-settings.service';

const SKU_TAKEN = 'SKU already exists';

/** Staff edits of the catalogue. Every answer is re-read through the staff view. */
@Injectable()
export class ProductAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly products: ProductsService,
    private readonly settings: StoreSettingsService,
  ) {}

  /** A product, its inventory record and (for opening stock) an `initial` ledger row, at once. */
  async create(body: ProductCreate): Promise<ProductBody> {
    // Its stock levels are the store settings' defaults (docs/product/settings.md#stock-defaults).
    const defaults = await this.settings.current();
    const id = await this.conflictsAsHttp(() =>
      this.em.transactional(async (em) => {
        const category = await this.findCategory(em, body.category_id);
        await this.assertSkuFree(em, body.sku);
        const supplier = await this.findSupplier(em, body.supplier_id);
        const style = await styleForProduct(em, {
          name: body.name,
          brand: body.brand,
          description: body.description ?? '',
          category,
          supplier: supplier?.getEntity() ?? null,
          sku: body.sku,
        });
        const product = new Product({
          style,
          name: body.name,
          brand: body.brand,
          sku: body.sku,
          description: body.description,
          imageUrl: body.image_url,
          size: body.size,
          color: body.color,
          sellingPriceCents: dollarsToCents(body.selling_price),
          costPriceCents: dollarsToCents(body.cost_price),
          category,
        });
        product.supplier = supplier;
        product.isActive = style.isActive;
        // Flushed first: the ledger's rows point at the product's new id.
        await em.persist(product).flush();
        const quantity = body.quantity_in_stock;
        await openStock(em, [
          {
            productId: product.id,
            minimumStockLevel: defaults.stock_minimum_default,
            maximumStockLevel: defaults.stock_maximum_default,
            movements:
              quantity > 0 ? [{ change: quantity, reason: 'initial', at: new Date() }] : [],
          },
        ]);
        await refreshStyleSummaries(em, [style.id]);
        return product.id;
      }),
    );
    return this.products.get(id, 'staff');
  }

  /**
   * Changes only the fields sent; a new name or brand moves the product to that style. Price
   * changes are recorded with who made them. Stock is changed through the inventory calls.
   */
  async update(id: number, body: ProductUpdate, actor: AuditActor): Promise<ProductBody> {
    await this.conflictsAsHttp(() =>
      this.em.transactional(async (em) => {
        const product = await this.findVisible(em, id);
        const formerStyleId = product.style.id;
        if (body.sku !== undefined && normalizeSku(body.sku) !== product.sku) {
          await this.assertSkuFree(em, body.sku);
          product.sku = normalizeSku(body.sku);
        }
        if (body.category_id !== undefined)
          product.category = ref(await this.findCategory(em, body.category_id));
        if (body.supplier_id !== undefined)
          product.supplier = await this.findSupplier(em, body.supplier_id);
        if (body.name !== undefined) product.name = body.name;
        if (body.brand !== undefined) product.brand = body.brand;
        if (body.name !== undefined || body.brand !== undefined) {
          const style = await product.style.loadOrFail();
          if (style.name !== product.name || style.brand !== product.brand) {
            const moved = await styleForProduct(em, {
              name: product.name,
              brand: product.brand,
              description: product.description,
              category: await product.category.loadOrFail(),
              supplier: (await product.supplier?.load()) ?? null,
              sku: product.sku,
            });
            product.style = ref(moved);
            product.isActive = moved.isActive && !product.isArchived;
          }
        }
        if (body.description !== undefined) product.description = body.description;
        if (body.image_url !== undefined) product.imageUrl = body.image_url;
        if (body.size !== undefined) product.size = body.size;
        if (body.color !== undefined) product.color = body.color;
        changePrices(
          em,
          product,
          {
            sellingPriceCents:
              body.selling_price === undefined ? undefined : dollarsToCents(body.selling_price),
            costPriceCents:
              body.cost_price === undefined ? undefined : dollarsToCents(body.cost_price),
          },
          actor,
        );
        await em.flush();
        await refreshStyleSummaries(em, [formerStyleId, product.style.id]);
      }),
    );
    return this.products.get(id, 'staff');
  }

  /**
   * A product that was ever sold is hidden (purchase history keeps pointing at it);
   * one never sold goes for good, with its inventory record and ledger.
   */
  async remove(id: number): Promise<{ message: string }> {
    const { sold, styleId } = await this.em.transactional(async (em) => {
      const product = await this.findVisible(em, id);
      return {
        sold: (await em.count(PurchaseItem, { product: id })) > 0,
        styleId: product.style.id,
      };
    });
    if (sold || !(await this.deleteUnsold(id, styleId))) {
      await this.em.transactional(async (em) => {
        await em.nativeUpdate(Product, { id }, { isActive: false, isArchived: true });
        await refreshStyleSummaries(em, [styleId]);
      });
      return { message: 'Product hidden from the catalogue: it appears in past purchases' };
    }
    return { message: 'Product deleted' };
  }

  /** False when a sale slipped in since the check: the foreign key then keeps the row. */
  private async deleteUnsold(id: number, styleId: number): Promise<boolean> {
    try {
      await this.em.transactional(async (em) => {
        await discardStock(em, id);
        await em.nativeDelete(Product, { id });
        await refreshStyleSummaries(em, [styleId]);
      });
      return true;
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) return false;
      throw error;
    }
  }

  private async findVisible(em: EntityManager, id: number): Promise<Product> {
    const product = await em.findOne(Product, { id, isActive: true });
    if (!product) throw new NotFoundException('Product not found');
    return product;
  }

  private async findCategory(em: EntityManager, id: number): Promise<Category> {
    const category = await em.findOne(Category, id);
    if (!category) throw new BadRequestException('Category not found');
    return category;
  }

  /** The preferred supplier a body names; none (absent or null) clears it. */
  private async findSupplier(
    em: EntityManager,
    id: number | null | undefined,
  ): Promise<Ref<Supplier> | null> {
    if (id === undefined || id === null) return null;
    const supplier = await em.findOne(Supplier, id);
    if (!supplier) throw new BadRequestException('Supplier not found');
    return ref(supplier);
  }

  private async assertSkuFree(em: EntityManager, sku: string): Promise<void> {
    if ((await em.count(Product, { sku: normalizeSku(sku) })) > 0)
      throw new ConflictException(SKU_TAKEN);
  }

  /** Two staff saving the same SKU at once: the unique index decides, still a 409. */
  private async conflictsAsHttp<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictException(SKU_TAKEN);
      throw error;
    }
  }
}
