import { EntityManager, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  cashOutTooLarge,
  countedCents,
  dollarsToCents,
  nonZeroCounts,
  NOTE_FOR_OVER_SHORT,
  REGISTER_NOT_FOUND,
  REGISTER_RETIRED,
  SESSION_CLOSED,
  SESSION_NOT_FOUND,
  sessionAlreadyOpen,
  type CashMovementRequest,
  type CloseSessionRequest,
  type DrawerSession,
  type OpenSessionRequest,
} from '@shop/contracts';
import { recordAudit } from '../audit/audit-trail';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import type { SignedInUser } from '../users/signed-in-user';
import { User } from '../users/user.entity';
import { CashMovement } from './cash-movement.entity';
import { cashMoved, sessionClosed, sessionOpened } from './drawer-audit';
import { expectedCashOf } from './drawer-report';
import { drawUpReport, SESSION_PEOPLE } from './drawer-reports';
import { DrawerReadsService } from './drawer-reads.service';
import { Register } from './register.entity';
import { RegisterSession } from './register-session.entity';

/**
 * Opens, moves cash in and closes drawer sessions (docs/product/registers.md). Every write to an
 * open session first adds one to its `change_count` with `closed_at is null` in the condition:
 * that row lock orders sales, cash movements and the close, so the close's Z report holds every
 * sale that committed and no sale lands after it
 * (docs/decisions/0096-a-z-report-is-a-snapshot-taken-under-the-sessions-lock.md).
 */
@Injectable()
export class DrawerSessionsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
    private readonly reads: DrawerReadsService,
  ) {}

  async open(
    actor: SignedInUser,
    registerId: number,
    body: OpenSessionRequest,
  ): Promise<DrawerSession> {
    const { float } = body;
    const floatCents = float.denominations
      ? countedCents(float.denominations)
      : dollarsToCents(float.total ?? 0);
    const id = await this.em.fork().transactional(async (em) => {
      const register = await em.findOne(Register, registerId);
      if (!register) throw new NotFoundException(REGISTER_NOT_FOUND);
      if (register.retiredAt) throw new ConflictException(REGISTER_RETIRED);
      if (await em.count(RegisterSession, { openRegisterId: registerId }))
        throw new ConflictException(sessionAlreadyOpen(register.name));
      const session = new RegisterSession({
        register,
        openedBy: em.getReference(User, actor.id),
        openedAt: this.now(),
        floatCents,
        floatDenominations: float.denominations
          ? JSON.stringify(nonZeroCounts(float.denominations))
          : null,
      });
      // Two cashiers opening at once: the unique open_register_id lets one in.
      await em
        .persist(session)
        .flush()
        .catch((error: unknown) => {
          if (error instanceof UniqueConstraintViolationException)
            throw new ConflictException(sessionAlreadyOpen(register.name));
          throw error;
        });
      recordAudit(em, sessionOpened(actor, session.id, register.name, floatCents));
      return session.id;
    });
    return this.reads.get(id);
  }

  async moveCash(
    actor: SignedInUser,
    sessionId: number,
    body: CashMovementRequest,
  ): Promise<DrawerSession> {
    const amountCents = dollarsToCents(body.amount);
    // Read before the transaction: on SQLite a settings load inside it would wait for it.
    const timeZone = await this.shop.timeZone();
    await this.em.fork().transactional(async (em) => {
      const session = await this.takeOpen(em, sessionId, {});
      if (body.kind === 'out') {
        const report = await drawUpReport(em, session, { kind: 'x', at: this.now(), timeZone });
        const inDrawer = expectedCashOf(report);
        if (amountCents > inDrawer) throw new ConflictException(cashOutTooLarge(inDrawer));
      }
      const by = em.getReference(User, actor.id);
      em.persist(new CashMovement(session, body.kind, amountCents, body.reason, by, this.now()));
      const register = session.register.getEntity().name;
      recordAudit(em, cashMoved(actor, sessionId, register, { ...body, amountCents }));
    });
    return this.reads.get(sessionId);
  }

  /** Closes once: of two closes at the same moment one wins, the other is told it is closed. */
  async close(
    actor: SignedInUser,
    sessionId: number,
    body: CloseSessionRequest,
  ): Promise<DrawerSession> {
    const closedAt = this.now();
    const timeZone = await this.shop.timeZone();
    await this.em.fork().transactional(async (em) => {
      const session = await this.takeOpen(em, sessionId, {
        closedAt,
        closedBy: actor.id,
        openRegisterId: null,
      });
      const counted = {
        denominations: body.counted_cash.denominations,
        cardCents: dollarsToCents(body.card_total),
        note: body.note || null,
      };
      const report = await drawUpReport(em, session, {
        kind: 'z',
        at: closedAt,
        timeZone,
        counted,
      });
      const uneven = report.tenders.some((tender) => tender.over_short !== 0);
      if (uneven && !counted.note) throw new BadRequestException(NOTE_FOR_OVER_SHORT);
      await em.nativeUpdate(
        RegisterSession,
        { id: sessionId },
        {
          countedCashCents: countedCents(counted.denominations),
          countedDenominations: JSON.stringify(nonZeroCounts(counted.denominations)),
          cardTotalCents: counted.cardCents,
          note: counted.note,
          zReport: JSON.stringify(report),
        },
      );
      recordAudit(em, sessionClosed(actor, report));
    });
    return this.reads.get(sessionId);
  }

  /**
   * Adds one to the open session's change count (and sets `also`) with `closed_at is null` in the
   * condition, as the first statement of the transaction: it waits for a sale in flight, and on
   * MySQL what the transaction reads next sees that sale. Then loads the session as now written.
   */
  private async takeOpen(
    em: EntityManager,
    sessionId: number,
    also: Partial<Pick<RegisterSession, 'closedAt' | 'openRegisterId'>> & { closedBy?: number },
  ): Promise<RegisterSession> {
    const taken = await em.nativeUpdate(
      RegisterSession,
      { id: sessionId, closedAt: null },
      { changeCount: raw<RegisterSession, number>('change_count + 1'), ...also },
    );
    const session = await em.findOne(RegisterSession, sessionId, { populate: SESSION_PEOPLE });
    if (!session) throw new NotFoundException(SESSION_NOT_FOUND);
    if (taken === 0) throw new ConflictException(SESSION_CLOSED);
    return session;
  }

  /** Whole seconds: MySQL keeps no more, and an answer says what a reload would. */
  private now(): Date {
    return new Date(Math.floor(this.shop.clock.now().getTime() / 1000) * 1000);
  }
}
