import { CustomerAddress } from '../addresses/customer-address.entity';
import { PurchaseAddress } from '../addresses/purchase-address.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { RevokedToken } from '../auth/revoked-token.entity';
import { Category } from '../catalog/category.entity';
import { ClientEvent } from '../client-events/client-event.entity';
import { DiscountCode } from '../discount-codes/discount-code.entity';
import { PriceChange } from '../catalog/price-change.entity';
import { Product } from '../catalog/product.entity';
import { StyleWord } from '../catalog/search/style-word.entity';
import { StylePictureRef } from '../catalog/style-picture-ref.entity';
import { Style } from '../catalog/style.entity';
import { InventoryRecord } from '../inventory/inventory-record.entity';
import { StockMovement } from '../inventory/stock-movement.entity';
import { MailMessage } from '../mail/mail-message.entity';
import { RolePermissionSet } from '../permissions/role-permission-set.entity';
import { IdempotencyKey } from '../purchases/idempotency-key.entity';
import { PurchaseCount } from '../purchases/purchase-count.entity';
import { PurchaseItem } from '../purchases/purchase-item.entity';
import { PurchaseTender } from '../purchases/purchase-tender.entity';
import { Purchase } from '../purchases/purchase.entity';
import {
  SalesDayChannel,
  SalesDayProduct,
  SalesDayTax,
  SalesMonthProduct,
} from '../reports/sales-rollup.entity';
import { ReturnsDayChannel, ReturnsDayProduct } from '../reports/returns-rollup.entity';
import { ReturnLine } from '../returns/return-line.entity';
import { ReturnRefund } from '../returns/return-refund.entity';
import { SaleReturn } from '../returns/sale-return.entity';
import { CashMovement } from '../registers/cash-movement.entity';
import { Register } from '../registers/register.entity';
import { RegisterSession } from '../registers/register-session.entity';
import { StoreSettings } from '../shop/store-settings.entity';
import { Supplier } from '../suppliers/supplier.entity';
import { CategoryTax } from '../tax/category-tax.entity';
import { TaxRate } from '../tax/tax-rate.entity';
import { HeldSale } from '../till/held-sale.entity';
import { User } from '../users/user.entity';

/** Every entity, listed by class: discovery needs no file globs, in src or dist alike. */
export const ENTITIES = [
  User,
  Category,
  Style,
  Product,
  StylePictureRef,
  StyleWord,
  PriceChange,
  InventoryRecord,
  StockMovement,
  Supplier,
  Purchase,
  PurchaseItem,
  PurchaseTender,
  PurchaseCount,
  IdempotencyKey,
  CustomerAddress,
  PurchaseAddress,
  SalesDayChannel,
  SalesDayProduct,
  SalesMonthProduct,
  SalesDayTax,
  SaleReturn,
  ReturnLine,
  ReturnRefund,
  ReturnsDayChannel,
  ReturnsDayProduct,
  RevokedToken,
  AuditEntry,
  RolePermissionSet,
  StoreSettings,
  TaxRate,
  CategoryTax,
  ClientEvent,
  MailMessage,
  DiscountCode,
  Register,
  RegisterSession,
  CashMovement,
  HeldSale,
];
