import type { Page, Size, Color } from './catalog';
import { type SaleChannel } from './point-of-sale';
import { type ShippingAddress } from './addresses';
import { type DiscountReason } from './till-discounts';
import type { PurchaseFulfilmentFields } from './fulfilment';
import type { PurchaseReturnFields } from './return-answers';
import type { UserProfile } from './users';
import { type PaymentMethod, type PaymentStatus, type PurchaseStatus } from './purchase-statuses';
import { type PurchaseTender } from './split-tender';

/**
 * docs/product/roles-and-rules.md#business-constants-and-limits: purchases come in pages of 20; the
 * customer dashboard shows the last 5.
 */
export const PURCHASE_PAGE_SIZE = 20;
export const RECENT_PURCHASES = 5;
/** The most pieces of one product a single purchase may take. */
export const MAX_LINE_QUANTITY = 1000;

/**
 * The product as a purchase line shows it (docs/product/purchases.md#purchase-detail: image,
 * name, SKU, brand, size, colour).
 */
export interface PurchaseItemProduct {
  id: number;
  name: string;
  sku: string;
  brand: string;
  size: Size;
  color: Color;
  image_url: string | null;
}

/** A purchase line; prices are the ones of the moment of sale. */
export interface PurchaseItem {
  id: number;
  product_id: number;
  product: PurchaseItemProduct;
  quantity: number;
  unit_price: number;
  /** unit × quantity, before tax. */
  total_price: number;
  /** The line's tax as charged: total_price × tax_rate %, rounded half up to the cent (docs/product/tax.md). */
  tax: number;
  /** The rate applied, in percent (0 when untaxed or exempt), and its name then (null when none). */
  tax_rate: number;
  tax_rate_name: string | null;
  /** The till discount given on this line (docs/product/point-of-sale.md#discounts); 0 and null without. */
  discount_amount: number;
  discount_reason: DiscountReason | null;
  discount_note: string | null;
  /**
   * The line's share of the purchase's order-wide discount (a code's, or the till's sale discount),
   * allocated by the largest remainder and kept on the line (docs/product/discount-codes.md#the-maths);
   * 0 without one. The line paid total_price − discount_amount − this, before tax.
   */
  order_discount_share: number;
}

/** The staff member who rang up a till sale, as a purchase names them. */
export type PurchaseCashier = Pick<UserProfile, 'id' | 'username' | 'first_name' | 'last_name'>;

/**
 * `GET /purchases/{id}` returns `{ purchase }`; lists return these too. With its returns
 * (`PurchaseReturnFields`, docs/product/returns.md) and its fulfilment
 * (`PurchaseFulfilmentFields`, docs/product/purchases.md#fulfilment).
 */
export interface Purchase extends PurchaseReturnFields, PurchaseFulfilmentFields {
  id: number;
  /**
   * The account the purchase is filed under: the buyer of a web order; at the till, the attached
   * customer, else the cashier (a walk-in sale has no account of its own;
   * docs/decisions/0094-a-till-sale-names-its-cashier.md).
   */
  user: Pick<
    UserProfile,
    'id' | 'username' | 'email' | 'first_name' | 'last_name' | 'phone' | 'address'
  >;
  /** Who rang up a till sale; null on a web order. */
  cashier: PurchaseCashier | null;
  items: PurchaseItem[];
  /** Σ lines' total_price, before tax. */
  subtotal: number;
  /** Σ lines' tax, as charged when bought (a later rate change leaves it alone). */
  tax: number;
  /**
   * Shipping charged on a web order by the shop's rule at the time (docs/product/settings.md#shipping);
   * 0 at the till.
   */
  shipping_amount: number;
  /** The discount code the order was placed with (docs/product/discount-codes.md), else null. */
  discount_code: string | null;
  /**
   * Everything taken off the subtotal: the code's discount on the web; at the till the lines'
   * discounts plus the sale's (docs/product/point-of-sale.md#discounts). 0 without any.
   */
  discount_amount: number;
  /** The till's discount on the whole sale, with its reason; 0 and null without. */
  sale_discount_amount: number;
  sale_discount_reason: DiscountReason | null;
  sale_discount_note: string | null;
  /**
   * Who approved the till's discounts beyond the cashier's limit (docs/product/point-of-sale.md#discounts):
   * in a staff member's `GET /purchases/{id}` only; null without an approval, for the customer, and
   * in lists and the sale's own answer.
   */
  discount_approved_by: PurchaseCashier | null;
  /** What the buyer pays: subtotal − discount_amount + tax + shipping_amount. */
  total_amount: number;
  status: PurchaseStatus;
  payment_status: PaymentStatus;
  /**
   * The one method of a single-method sale; a split till sale (docs/product/point-of-sale.md#split-tender)
   * says `card` here, and `tenders` says how much each part paid.
   */
  payment_method: PaymentMethod;
  /**
   * How the total was paid, part by part, cash net of change: a split till sale's cash and card
   * parts; otherwise one part, its method for the whole total. Their amounts add up to the total.
   */
  tenders: PurchaseTender[];
  notes: string | null;
  /** ISO 8601. */
  created_at: string;
  /** `web` (storefront checkout) or `pos` (rung up by staff at the till). */
  channel: SaleChannel;
  /** The till's optional customer details (also written into `notes`); null on web orders. */
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  /**
   * Cash handed over at the till, and the change due (tendered − the cash due: the total, or on a
   * split what the card left; by the server); else null.
   */
  amount_tendered: number | null;
  change_due: number | null;
  /**
   * ISO 8601: until when an unpaid card order holds its stock (the store's card_hold_minutes);
   * null once paid, failed, or for cash (docs/product/cart-and-checkout.md#paying-by-card).
   */
  payment_due_at?: string | null;
  /** Where a web order goes, copied at checkout (addresses.ts); null at the till and before. */
  shipping_address: ShippingAddress | null;
}

export interface PurchaseList extends Page {
  purchases: Purchase[];
}

export interface PurchaseResponse {
  purchase: Purchase;
}
