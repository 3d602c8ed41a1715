import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import type { AuditQuery } from '@shop/contracts';
import { addDays, parseDate, startOfDay } from '../shop/shop-calendar';
import { normalizeLogin, User } from '../users/user.entity';
import type { AuditEntry } from './audit-entry.entity';

/**
 * The rows `query` picks: its kind; its person as the one who made the change or approved it;
 * its days as the shop's (`from`'s midnight in the shop's time zone up to the midnight after
 * `to`), like the reports' days (docs/product/audit.md#reading-the-trail).
 */
export async function auditFilter(
  em: EntityManager,
  query: Pick<AuditQuery, 'person' | 'kind' | 'from' | 'to'>,
  timeZone: string,
): Promise<FilterQuery<AuditEntry>> {
  const at: { $gte?: Date; $lt?: Date } = {};
  if (query.from) at.$gte = startOfDay(parseDate(query.from)!, timeZone);
  if (query.to) at.$lt = startOfDay(addDays(parseDate(query.to)!, 1), timeZone);
  return {
    ...(query.kind && { kind: query.kind }),
    ...((query.from || query.to) && { at }),
    ...(query.person && { $or: await personMatch(em, query.person) }),
  };
}

/** A username in any case names the account; one no account has still matches its old copies. */
async function personMatch(em: EntityManager, person: string): Promise<FilterQuery<AuditEntry>[]> {
  const user = await em.findOne(
    User,
    { normalizedUsername: normalizeLogin(person) },
    { fields: ['id', 'username'] },
  );
  if (!user) return [{ actorUsername: person }, { approvedBy: person }];
  return [{ actorId: user.id }, { approvedBy: user.username }];
}
