import { EntityManager } from '@mikro-orm/core';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  SESSION_NOT_FOUND,
  type DrawerReport,
  type DrawerSession,
  type DrawerSessionList,
  type DrawerSessionQuery,
  type TillRegister,
} from '@shop/contracts';
import { pageInfo, pageOffset } from '../common/pagination';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import { pastMidnight } from './drawer-report';
import { currentReport, SESSION_PEOPLE } from './drawer-reports';
import { toDrawerPerson, toDrawerSession, toSessionSummary } from './drawer.mapper';
import { Register } from './register.entity';
import { RegisterSession } from './register-session.entity';

/**
 * What the till and the registers screen read of the drawers (docs/product/registers.md): the
 * registers in use with their open session, one session with its X or Z report, and the list of
 * sessions with what each drawer should hold.
 */
@Injectable()
export class DrawerReadsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  /** Registers not retired, by name, each with its open session (who, since when). */
  async tillRegisters(): Promise<TillRegister[]> {
    const em = this.em.fork();
    const timeZone = await this.shop.timeZone();
    const now = this.shop.clock.now();
    const [registers, open] = await Promise.all([
      em.find(Register, { retiredAt: null }, { orderBy: { name: 'asc' } }),
      em.find(RegisterSession, { openRegisterId: { $ne: null } }, { populate: ['openedBy'] }),
    ]);
    const openOn = new Map(open.map((session) => [session.openRegisterId, session]));
    return registers.map((register) => {
      const session = openOn.get(register.id);
      return {
        id: register.id,
        name: register.name,
        open_session: session
          ? {
              id: session.id,
              opened_at: session.openedAt.toISOString(),
              opened_by: toDrawerPerson(session.openedBy.getEntity()),
              past_midnight: pastMidnight(session.openedAt, now, timeZone),
            }
          : null,
      };
    });
  }

  async get(sessionId: number): Promise<DrawerSession> {
    return toDrawerSession(await this.report(sessionId));
  }

  /** The Z report of a closed session, as kept; 409 while the session is open. */
  async zReport(sessionId: number): Promise<DrawerReport> {
    const report = await this.report(sessionId);
    if (report.kind !== 'z')
      throw new ConflictException('The Z report is drawn up when the session closes');
    return report;
  }

  /** Open sessions first (they need watching), then the newest closed ones. */
  async list(query: DrawerSessionQuery): Promise<DrawerSessionList> {
    const em = this.em.fork();
    const where =
      query.status === 'open'
        ? { closedAt: null }
        : query.status === 'closed'
          ? { closedAt: { $ne: null } }
          : {};
    const [sessions, total] = await em.findAndCount(RegisterSession, where, {
      populate: SESSION_PEOPLE,
      orderBy: [{ openRegisterId: 'desc' }, { openedAt: 'desc' }, { id: 'desc' }],
      limit: query.per_page,
      offset: pageOffset(query),
    });
    const now = this.shop.clock.now();
    const timeZone = await this.shop.timeZone();
    const reports = [];
    for (const session of sessions) reports.push(await currentReport(em, session, now, timeZone));
    return { sessions: reports.map(toSessionSummary), ...pageInfo(total, query) };
  }

  private async report(sessionId: number): Promise<DrawerReport> {
    const em = this.em.fork();
    const session = await em.findOne(RegisterSession, sessionId, { populate: SESSION_PEOPLE });
    if (!session) throw new NotFoundException(SESSION_NOT_FOUND);
    return currentReport(em, session, this.shop.clock.now(), await this.shop.timeZone());
  }
}
