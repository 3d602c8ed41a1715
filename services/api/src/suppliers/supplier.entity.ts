import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

export interface NewSupplier {
  name: string;
  contactPerson?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  paymentTerms?: string | null;
  deliverySchedule?: string | null;
}

/** Only the company name is required (spec §5). */
@Entity()
export class Supplier {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name: string;

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
  isActive = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(data: NewSupplier) {
    const name = data.name.trim();
    if (!name) throw new RangeError('a supplier needs a company name');
    this.name = name;
    this.contactPerson = data.contactPerson ?? null;
    this.email = data.email ?? null;
    this.phone = data.phone ?? null;
    this.address = data.address ?? null;
    this.paymentTerms = data.paymentTerms ?? null;
    this.deliverySchedule = data.deliverySchedule ?? null;
  }
}
