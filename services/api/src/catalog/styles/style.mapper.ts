import {
  centsToDollars,
  COLORS,
  pictureUrls,
  SIZES,
  stockStatus,
  type Color,
  type PriceChange as PriceChangeBody,
  type PublicVariant,
  type Size,
  type StaffVariant,
  type StylePicture,
} from '@shop/contracts';
import type { PriceChange } from '../price-change.entity';
import type { StylePictureRef } from '../style-picture-ref.entity';

/** A variant's figures as the style reads load them (style-variants.query.ts). */
export interface VariantFacts {
  id: number;
  sku: string;
  barcode: string | null;
  size: Size;
  color: Color;
  sellingPriceCents: number;
  costPriceCents: number;
  quantityInStock: number;
  minimumStockLevel: number;
  maximumStockLevel: number;
  imageUrl: string | null;
  isActive: boolean;
  isArchived: boolean;
  hasHistory: boolean;
}

export function toPublicVariant(v: VariantFacts): PublicVariant {
  return {
    id: v.id,
    sku: v.sku,
    size: v.size,
    color: v.color,
    selling_price: centsToDollars(v.sellingPriceCents),
    quantity_in_stock: v.quantityInStock,
  };
}

export function toStaffVariant(v: VariantFacts): StaffVariant {
  return {
    ...toPublicVariant(v),
    barcode: v.barcode,
    cost_price: centsToDollars(v.costPriceCents),
    minimum_stock_level: v.minimumStockLevel,
    maximum_stock_level: v.maximumStockLevel,
    stock_status: stockStatus(v.quantityInStock, v.minimumStockLevel),
    is_active: !v.isArchived,
    has_history: v.hasHistory,
  };
}

/** The pictures in the style's order, with their URLs and largest size's pixels. */
export function toStylePictures(refs: StylePictureRef[]): StylePicture[] {
  return [...refs]
    .sort((a, b) => a.position - b.position)
    .map((ref) => ({
      key: ref.pictureKey,
      width: ref.width,
      height: ref.height,
      urls: pictureUrls(ref.pictureKey),
      color: ref.color,
    }));
}

export function toPriceChangeBody(
  change: PriceChange,
  sku: string,
  username: string,
): PriceChangeBody {
  return {
    id: change.id,
    variant_id: change.product.id,
    sku,
    field: change.field,
    from: centsToDollars(change.fromCents),
    to: centsToDollars(change.toCents),
    changed_by: username,
    changed_at: change.changedAt.toISOString(),
  };
}

/** What a list of variants shows on a card: price range, colours, sizes in stock, default. */
export function summarizeVariants(variants: VariantFacts[]) {
  const prices = variants.map((v) => v.sellingPriceCents);
  const colors = COLORS.filter((color) => variants.some((v) => v.color === color));
  const sizesInStock = SIZES.filter((size) =>
    variants.some((v) => v.size === size && v.quantityInStock > 0),
  );
  const first = variants.find((v) => v.quantityInStock > 0) ?? variants[0];
  // The variant a colour's swatch opens: its first size in stock, else its first size.
  const bySize = [...variants].sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size));
  const colorVariantIds = Object.fromEntries(
    colors.map((color) => {
      const ofColor = bySize.filter((v) => v.color === color);
      return [color, (ofColor.find((v) => v.quantityInStock > 0) ?? ofColor[0])!.id];
    }),
  );
  return {
    min_price: prices.length ? centsToDollars(Math.min(...prices)) : 0,
    max_price: prices.length ? centsToDollars(Math.max(...prices)) : 0,
    colors,
    sizes_in_stock: sizesInStock,
    default_variant_id: first?.id ?? 0,
    color_variant_ids: colorVariantIds,
    image_url: first?.imageUrl ?? null,
  };
}
