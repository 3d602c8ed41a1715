import type { EntityManager } from '@mikro-orm/core';
import type { DenominationCounts, DrawerReport } from '@shop/contracts';
import { CashMovement } from './cash-movement.entity';
import { drawerReport } from './drawer-report';
import { sessionSales, sessionTenders } from './drawer-report.query';
import { denominationsOfJson, toCashMovementBody, toDrawerPerson } from './drawer.mapper';
import type { RegisterSession } from './register-session.entity';
import { discountsOfSession, refundsOfSession } from './session-refunds';

/** The populate list a session needs for its report. */
export const SESSION_PEOPLE = ['register', 'openedBy', 'closedBy'] as const;

/** What the close counted, for the Z report. */
export interface DrawerCount {
  denominations: DenominationCounts;
  cardCents: number;
  note: string | null;
}

/**
 * A session's report as of `at`, read on `em` (inside the close's transaction for a Z report):
 * its sales, refunds, discounts and cash movements, then the pure arithmetic of drawer-report.ts.
 * Expects the session's register and people loaded (`SESSION_PEOPLE`).
 */
export async function drawUpReport(
  em: EntityManager,
  session: RegisterSession,
  {
    kind,
    at,
    timeZone,
    counted = null,
  }: { kind: 'x' | 'z'; at: Date; timeZone: string; counted?: DrawerCount | null },
): Promise<DrawerReport> {
  // One after another: inside a transaction they share one connection anyway.
  const sales = await sessionSales(em, session.id);
  const tenders = await sessionTenders(em, session.id);
  const refunds = await refundsOfSession(em, session.id);
  const discountsCents = await discountsOfSession(em, session.id);
  const movements = await em.find(
    CashMovement,
    { session: session.id },
    { populate: ['by'], orderBy: { at: 'asc', id: 'asc' } },
  );
  const register = session.register.getEntity();
  const closedBy = session.closedBy?.getEntity() ?? null;
  return drawerReport({
    kind,
    at,
    timeZone,
    session: {
      id: session.id,
      register: { id: register.id, name: register.name },
      openedAt: session.openedAt,
      openedBy: toDrawerPerson(session.openedBy.getEntity()),
      closedAt: session.closedAt,
      closedBy: closedBy && toDrawerPerson(closedBy),
      floatCents: session.floatCents,
      floatDenominations: denominationsOfJson(session.floatDenominations),
    },
    sales,
    tenders,
    refunds,
    discountsCents,
    movements: movements.map(toCashMovementBody),
    counted,
  });
}

/**
 * The report a session shows now: the Z report exactly as the close kept it, or while open an X
 * report drawn up at `at`.
 */
export function currentReport(
  em: EntityManager,
  session: RegisterSession,
  at: Date,
  timeZone: string,
): Promise<DrawerReport> {
  if (session.zReport !== null) return Promise.resolve(JSON.parse(session.zReport) as DrawerReport);
  return drawUpReport(em, session, { kind: 'x', at, timeZone });
}
