import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

export interface NewSupplier {
  name: string;
  contactPerson?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  paymentTerms?: string | null;
  deliverySchedule?: string | null;
  isActive?: boolean;
}

/** Names compare ignoring case and outer spaces; the unique key holds them that way. */
export function normalizeSupplierName(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * Only the company name is required (docs/product/roles-and-rules.md#validation-rules); it is
 * unique whatever the case.
 */
@Entity()
@Index({ properties: ['createdAt', 'id'] })
export class Supplier {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name: string;

  /** Set with `name` (see `rename`): two staff racing to add "Acme" and "ACME" meet here. */
  @Property({ type: 'string', length: 200, unique: true })
  normalizedName: string;

  @Property({ type: 'string', length: 200, nullable: true })
  contactPerson: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  phone: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  address: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  paymentTerms: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  deliverySchedule: string | null;

  @Property({ type: 'boolean' })
  isActive: boolean;

  /** Whole seconds, as MySQL keeps them: the answer to a create says what a reload will. */
  @Property({ type: 'datetime' })
  createdAt: Date = new Date(Math.floor(Date.now() / 1000) * 1000);

  constructor(data: NewSupplier) {
    this.name = '';
    this.normalizedName = '';
    this.rename(data.name);
    this.contactPerson = data.contactPerson ?? null;
    this.email = data.email ?? null;
    this.phone = data.phone ?? null;
    this.address = data.address ?? null;
    this.paymentTerms = data.paymentTerms ?? null;
    this.deliverySchedule = data.deliverySchedule ?? null;
    this.isActive = data.isActive ?? true;
  }

  rename(name: string): void {
    const trimmed = name.trim();
    if (!trimmed) throw new RangeError('a supplier needs a company name');
    this.name = trimmed;
    this.normalizedName = normalizeSupplierName(trimmed);
  }
}
