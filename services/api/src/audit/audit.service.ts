import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import type { AuditEntry as AuditEntryBody, AuditList, AuditQuery } from '@shop/contracts';
import { pageInfo, pageOffset } from '../common/pagination';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import { AuditEntry } from './audit-entry.entity';
import { toAuditEntryBody } from './audit-entry.mapper';
import { auditFilter } from './audit-filter';

/** The most rows one CSV export holds: the newest that match (docs/product/audit.md). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const NEWEST_FIRST = [{ at: 'desc' }, { id: 'desc' }] as const;

/** Reads the trail; nothing here, nor anywhere, changes an entry. */
@Injectable()
export class AuditService {
  constructor(
    private readonly em: EntityManager,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  async list(query: AuditQuery): Promise<AuditList> {
    const em = this.em.fork();
    const [entries, total] = await em.findAndCount(
      AuditEntry,
      await auditFilter(em, query, await this.shop.timeZone()),
      { orderBy: [...NEWEST_FIRST], limit: query.per_page, offset: pageOffset(query) },
    );
    return { entries: entries.map(toAuditEntryBody), ...pageInfo(total, query) };
  }

  /** Every entry the filters match, newest first, up to `AUDIT_EXPORT_MAX_ROWS`. */
  async all(query: AuditQuery): Promise<AuditEntryBody[]> {
    const em = this.em.fork();
    const entries = await em.find(
      AuditEntry,
      await auditFilter(em, query, await this.shop.timeZone()),
      {
        orderBy: [...NEWEST_FIRST],
        limit: AUDIT_EXPORT_MAX_ROWS,
      },
    );
    return entries.map(toAuditEntryBody);
  }
}
