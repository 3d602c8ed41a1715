import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The deny-list of signed-out tokens (docs/product.md §10.61): a token's id until the token
 * would have expired anyway; then the row is swept. In the database so that every API
 * instance refuses it (docs/architecture.md §13).
 */
@Entity({ tableName: 'revoked_token' })
@Index({ properties: ['expiresAt'] })
export class RevokedToken {
  @PrimaryKey({ type: 'string', length: 64 })
  tokenId: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  constructor(tokenId: string, expiresAt: Date) {
    this.tokenId = tokenId;
    this.expiresAt = expiresAt;
  }
}
