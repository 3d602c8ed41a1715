import { BadRequestException, ConflictException } from '@nestjs/common';
import {
  DELIVERY_ADDRESS_REQUIRED,
  MAX_SAVED_ADDRESSES,
  TOO_MANY_ADDRESSES,
  type CreatePurchaseRequest,
  type Role,
  type ShippingAddress,
} from '@shop/contracts';
import type { SqlTransaction } from '../database/sql';
import { limitedOrder } from '../purchases/order-limits';
import { toShippingAddress } from './address.mapper';

/** A saved address named by the checkout that is not the buyer's (or no longer exists). */
export const DELIVERY_ADDRESS_NOT_FOUND =
  'address_id is not one of your saved addresses; choose another or enter a new one';

const ADDRESS_COLUMNS = 'line1, line2, city, state, zip';

/**
 * The delivery address of a sale, settled in the sale's own transaction
 * (docs/product/cart-and-checkout.md#delivery-address): a saved address of the buyer's
 * (`address_id`), or a new one (`shipping_address`), saved to their profile too when asked. A
 * customer's web order must have one (400, nothing sold); staff's web orders may; a till sale
 * never has one (the contract refuses it). Returns the copy the purchase keeps, or null.
 */
export async function settleDeliveryAddress(
  sql: SqlTransaction,
  request: CreatePurchaseRequest,
  buyer: { id: number; role: Role },
  now: Date,
): Promise<ShippingAddress | null> {
  if (request.channel === 'pos') return null;
  const buyerId = buyer.id;
  if (request.address_id !== undefined) {
    const [saved] = await sql.rows<ShippingAddress>(
      `select ${ADDRESS_COLUMNS} from customer_address where id = ? and user_id = ?`,
      [request.address_id, buyerId],
    );
    if (!saved) throw new BadRequestException(DELIVERY_ADDRESS_NOT_FOUND);
    return toShippingAddress(saved);
  }
  if (request.shipping_address) {
    const address = toShippingAddress({ line2: null, ...request.shipping_address });
    if (request.save_address) await saveAddress(sql, buyerId, address, now);
    return address;
  }
  // The orders the web limits apply to: a customer's, not staff buying on the storefront.
  if (limitedOrder(buyer.role, 'web')) throw new BadRequestException(DELIVERY_ADDRESS_REQUIRED);
  return null;
}

/** Keeps a new address in the buyer's profile; their first becomes the default. 409 past the cap. */
async function saveAddress(
  sql: SqlTransaction,
  userId: number,
  address: ShippingAddress,
  now: Date,
): Promise<void> {
  const [{ saved } = { saved: 0 }] = await sql.rows<{ saved: number | string }>(
    'select count(*) as saved from customer_address where user_id = ?',
    [userId],
  );
  if (Number(saved) >= MAX_SAVED_ADDRESSES) throw new ConflictException(TOO_MANY_ADDRESSES);
  await sql.write(
    `insert into customer_address (user_id, ${ADDRESS_COLUMNS}, is_default, created_at)` +
      ' values (?, ?, ?, ?, ?, ?, ?, ?)',
    [
      userId,
      address.line1,
      address.line2,
      address.city,
      address.state,
      address.zip,
      Number(saved) === 0 ? 1 : 0,
      now,
    ],
  );
}

/**
 * The purchase's own copy, written after the purchase row (its key names the purchase), and put on
 * the sale for the answer; nothing when the sale has no address.
 */
export async function keepDeliveryAddress(
  sql: SqlTransaction,
  sale: { id: number; shippingAddress?: ShippingAddress | null },
  address: ShippingAddress | null,
): Promise<void> {
  if (!address) return;
  await sql.write(
    `insert into purchase_address (purchase_id, ${ADDRESS_COLUMNS}) values (?, ?, ?, ?, ?, ?)`,
    [sale.id, address.line1, address.line2, address.city, address.state, address.zip],
  );
  sale.shippingAddress = address;
}
