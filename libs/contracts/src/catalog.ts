/**
 * Catalogue shapes of docs/product/api.md#entities-and-fields and docs/product/api.md#catalogue.
 * Money travels as two-decimal numbers.
 */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const COLORS = ['Black', 'White', 'Red', 'Blue', 'Green', 'Gray', 'Navy', 'Pink'] as const;
export type Size = (typeof SIZES)[number];
export type Color = (typeof COLORS)[number];
/**
 * Orders of the product list (`sort`, docs/product/api.md#catalogue): newest first (the default),
 * price low to high, price high to low, name A to Z. Here, beside the sizes, so the list page can
 * check a URL's `sort` without loading the query schema (and zod).
 */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface Category {
  id: number;
  name: string;
}

export interface Product {
  id: number;
  name: string;
  brand: string;
  sku: string;
  description: string;
  image_url: string | null;
  size: Size;
  color: Color;
  selling_price: number;
  /**
   * Present only for staff (docs/decisions/0013-cost-prices-for-staff-only.md: shoppers never see
   * costs).
   */
  cost_price?: number;
  /** The preferred supplier; present only for staff, like the cost. */
  supplier_id?: number | null;
  category_id: number;
  category: Category;
  quantity_in_stock: number;
  created_at: string;
}

/**
 * Another product of the same style: same name and brand, its own size and colour
 * (docs/product/storefront.md#product-detail, docs/product/api.md#catalogue). `in_stock` is whether
 * any is left.
 */
export interface ProductVariant {
  id: number;
  size: Size;
  color: Color;
  in_stock: boolean;
}

/** `GET /products/{id}`: the product and every visible variant of its style, itself included. */
export interface ProductDetail extends Product {
  variants: ProductVariant[];
}

export interface Page {
  total: number;
  pages: number;
  current_page: number;
  per_page: number;
}

export interface ProductList extends Page {
  products: Product[];
}

export interface CategoryList {
  categories: Category[];
}

/** Every error the API sends has this body (docs/architecture.md#api). */
export interface ErrorBody {
  error: string;
}

export const PRODUCT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
