import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import {
  CLIENT_EVENT_KINDS,
  CLIENT_EVENT_MESSAGE_MAX,
  CLIENT_EVENT_VERSION_MAX,
  type ClientEventKind,
} from '@shop/contracts';

/**
 * One failure a browser reported for a remote (docs/operations.md#client-events): no user, no
 * address, no URL with a query (docs/decisions/0099-browsers-report-remote-failures.md). Counted
 * per remote and version, so a release's errors since it went live can be read.
 */
@Entity()
@Index({ properties: ['remote', 'version', 'createdAt'] })
@Index({ properties: ['createdAt'] })
export class ClientEvent {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 40 })
  remote: string;

  @Property({ type: 'string', length: CLIENT_EVENT_VERSION_MAX })
  version: string;

  @Enum({ items: () => CLIENT_EVENT_KINDS })
  kind: ClientEventKind;

  @Property({ type: 'string', length: CLIENT_EVENT_MESSAGE_MAX })
  message: string;

  @Property({ type: 'string', length: 128, nullable: true })
  requestId: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date;

  constructor(fields: Omit<ClientEvent, 'id'>) {
    this.remote = fields.remote;
    this.version = fields.version;
    this.kind = fields.kind;
    this.message = fields.message;
    this.requestId = fields.requestId;
    this.createdAt = fields.createdAt;
  }
}
