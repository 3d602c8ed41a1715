import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity()
export class Category {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Lower case (men, women, ...): the home page links `/products?category=<name>`. */
  @Property({ type: 'string', length: 100, unique: true })
  name: string;

  constructor(name: string) {
    this.name = name.trim().toLowerCase();
  }
}
