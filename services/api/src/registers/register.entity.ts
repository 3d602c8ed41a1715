import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { REGISTER_NAME_MAX } from '@shop/contracts';

/**
 * A till of the shop, named in the store settings (docs/product/registers.md#registers). A retired
 * register takes no new drawer session but keeps its name for the sessions it had; nothing is
 * deleted. Names are unique ignoring case (the service checks; the index backs it up).
 */
@Entity()
export class Register {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: REGISTER_NAME_MAX, unique: true })
  name: string;

  @Property({ type: 'datetime' })
  createdAt: Date;

  @Property({ type: 'datetime', nullable: true })
  retiredAt: Date | null = null;

  constructor(name: string, createdAt = new Date()) {
    this.name = name;
    this.createdAt = createdAt;
  }
}
