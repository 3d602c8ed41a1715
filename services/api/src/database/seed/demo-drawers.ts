import { ref, type EntityManager } from '@mikro-orm/core';
import {
  countedCents,
  denominationsOf,
  dollarsToCents,
  type DenominationCounts,
  type DrawerReport,
} from '@shop/contracts';
import type { Purchase } from '../../purchases/purchase.entity';
import { CashMovement } from '../../registers/cash-movement.entity';
import { drawUpReport } from '../../registers/drawer-reports';
import { Register } from '../../registers/register.entity';
import { RegisterSession } from '../../registers/register-session.entity';
import type { SaleReturn } from '../../returns/sale-return.entity';
import { addDays, startOfDay, wallTime } from '../../shop/shop-calendar';
import type { User } from '../../users/user.entity';

export const DEMO_REGISTERS = ['Front counter', 'Back counter'] as const;

const MINUTE_MS = 60_000;
/** $150: four twenties, four tens, four fives, ten ones. */
const DEMO_FLOAT: DenominationCounts = { twenties: 4, tens: 4, fives: 4, ones: 10 };
const SHORT_CENTS = 100;

/**
 * The demo shop's registers and one closed day on the first of them
 * (docs/product/registers.md#demo-data): the latest day before today, in the shop's calendar,
 * with till sales among the demo purchases. Its session opens a quarter of an hour before the
 * day's first till sale with a $150 float, takes $20 in quarters from the bank an hour later,
 * and closes half an hour after the last sale, counted a dollar short with a note; the demo's two
 * returns at the till were taken in it; its Z report is drawn up as a real close draws it. Everything follows from `now` and the purchases, so a
 * fresh database gets the same day every time it is made at the same moment.
 */
export async function seedDemoDrawers(
  em: EntityManager,
  {
    now,
    timeZone,
    cashier,
    purchases,
    tillReturns,
  }: {
    now: Date;
    timeZone: string;
    cashier: User;
    purchases: readonly Purchase[];
    /** The demo's returns at the till, taken during the closed day's session (demo-returns.ts). */
    tillReturns: readonly SaleReturn[];
  },
): Promise<number> {
  const since = new Date(now.getTime() - 90 * 24 * 60 * MINUTE_MS);
  const registers = DEMO_REGISTERS.map((name) => new Register(name, since));
  em.persist(registers);
  const day = demoDrawerDay(purchases, now, timeZone);
  if (!day) {
    await em.flush();
    return 0;
  }
  const { openedAt, closedAt } = day;
  const session = new RegisterSession({
    register: registers[0]!,
    openedBy: cashier,
    openedAt,
    floatCents: countedCents(DEMO_FLOAT),
    floatDenominations: JSON.stringify(DEMO_FLOAT),
  });
  em.persist(session);
  const quartersAt = new Date(Math.min(openedAt.getTime() + 60 * MINUTE_MS, closedAt.getTime()));
  em.persist(
    new CashMovement(session, 'in', 2_000, 'Rolls of quarters from the bank', cashier, quartersAt),
  );
  for (const sale of day.sales) sale.registerSession = ref(session);
  // A return at the till refunds out of the drawer open at the time: the Z report counts it.
  for (const taken of tillReturns)
    if (taken.createdAt >= openedAt && taken.createdAt <= closedAt) taken.registerSession = session;
  await em.flush();

  // Closed as the till closes one: the open report, then the count against it.
  const open = await drawUpReport(em, session, { kind: 'x', at: closedAt, timeZone });
  const expected = (method: 'cash' | 'card') =>
    dollarsToCents(open.tenders.find((tender) => tender.method === method)?.expected ?? 0);
  const counted = {
    denominations: denominationsOf(Math.max(0, expected('cash') - SHORT_CENTS)),
    cardCents: expected('card'),
    note: 'A dollar short: change given twice at lunch.',
  };
  session.openRegisterId = null;
  session.closedAt = closedAt;
  session.closedBy = ref(cashier);
  session.countedCashCents = countedCents(counted.denominations);
  session.countedDenominations = JSON.stringify(counted.denominations);
  session.cardTotalCents = counted.cardCents;
  session.note = counted.note;
  const report: DrawerReport = await drawUpReport(em, session, {
    kind: 'z',
    at: closedAt,
    timeZone,
    counted,
  });
  session.zReport = JSON.stringify(report);
  await em.flush();
  return 1;
}

/** When the demo's closed session was open, and the till sales it took, in order. */
export interface DemoDrawerDay {
  openedAt: Date;
  closedAt: Date;
  sales: Purchase[];
}

/**
 * The demo's closed drawer day: open a quarter of an hour before the day's first till sale, closed
 * half an hour after the last, within the day; null when no till sale came before today. The
 * returns at the till (demo-returns.ts) are taken in it, so its Z report counts them.
 */
export function demoDrawerDay(
  purchases: readonly Purchase[],
  now: Date,
  timeZone: string,
): DemoDrawerDay | null {
  const day = demoDay(purchases, now, timeZone);
  if (!day) return null;
  const first = day.sales[0]!.createdAt.getTime();
  const last = day.sales.at(-1)!.createdAt.getTime();
  return {
    openedAt: new Date(Math.max(day.start.getTime(), first - 15 * MINUTE_MS)),
    closedAt: new Date(Math.min(day.end.getTime() - 1000, last + 30 * MINUTE_MS)),
    sales: day.sales,
  };
}

/** The latest shop day before today with till sales, its bounds and those sales in order. */
function demoDay(purchases: readonly Purchase[], now: Date, timeZone: string) {
  const today = wallTime(now, timeZone);
  const todayStart = startOfDay(today, timeZone);
  const tillSales = purchases
    .filter((purchase) => purchase.channel === 'pos' && purchase.createdAt < todayStart)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const latest = tillSales.at(-1);
  if (!latest) return null;
  const date = wallTime(latest.createdAt, timeZone);
  const start = startOfDay(date, timeZone);
  const end = startOfDay(addDays(date, 1), timeZone);
  const sales = tillSales.filter((sale) => sale.createdAt >= start && sale.createdAt < end);
  return { start, end, sales };
}
