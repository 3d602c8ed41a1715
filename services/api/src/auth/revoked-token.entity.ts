import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The deny-list of signed-out tokens
 * (docs/decisions/0061-sign-out-ends-the-token-on-the-server.md): a token's id until the token
 * would have expired anyway; then the row is swept. In the database so that every API instance
 * refuses it (docs/architecture.md#sessions-limits-and-client-addresses).
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
