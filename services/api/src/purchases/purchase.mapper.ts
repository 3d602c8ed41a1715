import {
  centsToDollars,
  sumCents,
  thousandthsToPercent,
  type Purchase as PurchaseBody,
  type PurchaseCashier,
  type PurchaseItem as PurchaseItemBody,
  type PurchaseReturnFields,
  type ShippingAddress,
} from '@shop/contracts';
import type { Product } from '../catalog/product.entity';
import type { User } from '../users/user.entity';
import type { PurchaseItem } from './purchase-item.entity';
import type { Purchase } from './purchase.entity';
import { toFulfilmentFields, type FulfilmentView } from './fulfilment/fulfilment.mapper';
import {
  cashPartCents,
  tendersOrMethod,
  toTenderBodies,
  type TenderView,
} from './purchase-tenders';

/** What an answer shows of a line: a loaded PurchaseItem, or one the checkout just wrote. */
export type PurchaseItemView = Pick<
  PurchaseItem,
  | 'id'
  | 'quantity'
  | 'unitPriceCents'
  | 'totalPriceCents'
  | 'taxCents'
  | 'taxRateThousandths'
  | 'taxRateName'
  | 'discountCents'
  | 'discountReason'
  | 'discountNote'
  | 'orderDiscountCents'
> & { product: Pick<Product, 'id' | 'name' | 'sku' | 'brand' | 'size' | 'color' | 'imageUrl'> };

/** A till sale's cashier as an answer names them. */
export type CashierView = Pick<User, 'id' | 'username' | 'firstName' | 'lastName'>;

/** What an answer shows of a purchase: a loaded Purchase, or one the checkout just wrote. */
export type PurchaseView = Pick<
  Purchase,
  | 'id'
  | 'totalAmountCents'
  | 'shippingCents'
  | 'taxCents'
  | 'discountCode'
  | 'discountCents'
  | 'saleDiscountCents'
  | 'saleDiscountReason'
  | 'saleDiscountNote'
  | 'status'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'notes'
  | 'createdAt'
  | 'channel'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'amountTenderedCents'
  | 'paymentDueAt'
> & {
  user: Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'phone' | 'address'>;
  cashier: CashierView | null;
  items: Iterable<PurchaseItemView>;
  /** The delivery address a web order keeps (addresses/purchase-addresses.ts), when loaded. */
  shippingAddress?: ShippingAddress | null;
  /** Its tender rows (purchase-tenders.ts), when loaded; none means its method paid it all. */
  tenders?: readonly TenderView[];
} & FulfilmentView;

/** A purchase no return has touched yet: all it owes is due while it is unpaid. */
function noReturns(purchase: PurchaseView): PurchaseReturnFields {
  const unpaid = purchase.paymentStatus === 'pending' || purchase.paymentStatus === 'failed';
  return {
    returned_quantities: {},
    returns: [],
    refunded_amount: 0,
    amount_due: unpaid ? centsToDollars(purchase.totalAmountCents) : 0,
  };
}

/**
 * The one way a purchase leaves the API, field by field: the unit cost kept on
 * each line (for the profit report) and the buyer's password hash never do.
 * Expects `user`, `cashier` and `items.product` to be loaded; `returns` are its returns' fields
 * (returns/purchase-returns.ts), none when left out.
 */
export function toPurchaseBody(
  purchase: PurchaseView,
  returns: PurchaseReturnFields = noReturns(purchase),
  shippingAddress: ShippingAddress | null = purchase.shippingAddress ?? null,
  tenderRows: readonly TenderView[] | undefined = purchase.tenders,
): PurchaseBody {
  const { user, cashier, amountTenderedCents: tendered } = purchase;
  const tenders = tendersOrMethod(purchase, tenderRows);
  const items = [...purchase.items].sort((a, b) => a.id - b.id);
  return {
    id: purchase.id,
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      address: user.address,
    },
    cashier: cashier && toCashierBody(cashier),
    items: items.map(toPurchaseItemBody),
    subtotal: centsToDollars(sumCents(items.map((item) => item.totalPriceCents))),
    tax: centsToDollars(purchase.taxCents),
    shipping_amount: centsToDollars(purchase.shippingCents),
    discount_code: purchase.discountCode,
    discount_amount: centsToDollars(purchase.discountCents),
    sale_discount_amount: centsToDollars(purchase.saleDiscountCents),
    sale_discount_reason: purchase.saleDiscountReason,
    sale_discount_note: purchase.saleDiscountNote,
    // Staff's detail answer fills it in (purchases.service.ts); nobody else's shows it.
    discount_approved_by: null,
    total_amount: centsToDollars(purchase.totalAmountCents),
    status: purchase.status,
    payment_status: purchase.paymentStatus,
    payment_method: purchase.paymentMethod,
    tenders: toTenderBodies(tenders),
    notes: purchase.notes,
    created_at: purchase.createdAt.toISOString(),
    channel: purchase.channel,
    customer_name: purchase.customerName,
    customer_email: purchase.customerEmail,
    customer_phone: purchase.customerPhone,
    amount_tendered: tendered === null ? null : centsToDollars(tendered),
    // Derived, never stored: the cash handed over less the cash due (the total, or on a split what
    // the card left); the till refuses less, so it is never negative.
    change_due: tendered === null ? null : centsToDollars(tendered - cashPartCents(tenders)),
    ...returns,
    payment_due_at:
      purchase.paymentStatus === 'awaiting_payment' && purchase.paymentDueAt
        ? purchase.paymentDueAt.toISOString()
        : null,
    // Fulfilment, in its own block (purchases/fulfilment/).
    ...toFulfilmentFields(purchase),
    shipping_address: shippingAddress,
  };
}

/** A staff member as a purchase names them: its cashier, or who approved its discounts. */
export function toCashierBody(user: CashierView): PurchaseCashier {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
  };
}

function toPurchaseItemBody(item: PurchaseItemView): PurchaseItemBody {
  const { product } = item;
  return {
    id: item.id,
    product_id: product.id,
    product: {
      id: product.id,
      name: product.name,
      sku: product.sku,
      brand: product.brand,
      size: product.size,
      color: product.color,
      image_url: product.imageUrl,
    },
    quantity: item.quantity,
    unit_price: centsToDollars(item.unitPriceCents),
    total_price: centsToDollars(item.totalPriceCents),
    tax: centsToDollars(item.taxCents),
    tax_rate: thousandthsToPercent(item.taxRateThousandths),
    tax_rate_name: item.taxRateName,
    discount_amount: centsToDollars(item.discountCents),
    discount_reason: item.discountReason,
    discount_note: item.discountNote,
    order_discount_share: centsToDollars(item.orderDiscountCents),
  };
}
