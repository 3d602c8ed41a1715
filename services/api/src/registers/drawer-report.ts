import {
  centsToDollars,
  countedCents,
  dollarsToCents,
  expectedCashCents,
  nonZeroCounts,
  overShortCents,
  PAYMENT_METHODS,
  sumCents,
  type CashMovement,
  type CashierTotals,
  type DenominationCounts,
  type DrawerPerson,
  type DrawerReport,
  type PaymentMethod,
  type TenderTotals,
} from '@shop/contracts';
import { shopDate } from '../reports/report-days';
import type { SessionRefunds } from './session-refunds';

/** A session's counted sales by one cashier, in cents (drawer-report.query.ts). */
export interface SessionSales {
  cashier: DrawerPerson;
  count: number;
  totalCents: number;
  taxCents: number;
}

/**
 * What a session's counted sales took by one tender, in cents (drawer-report.query.ts): a split
 * sale counts under both, each with its part (cash net of change).
 */
export interface SessionTender {
  method: PaymentMethod;
  count: number;
  totalCents: number;
}

/** What a report is drawn from: the session, what it sold and moved, and (Z) what was counted. */
export interface DrawerFacts {
  kind: 'x' | 'z';
  at: Date;
  timeZone: string;
  session: {
    id: number;
    register: { id: number; name: string };
    openedAt: Date;
    openedBy: DrawerPerson;
    closedAt: Date | null;
    closedBy: DrawerPerson | null;
    floatCents: number;
    floatDenominations: DenominationCounts | null;
  };
  sales: readonly SessionSales[];
  tenders: readonly SessionTender[];
  refunds: SessionRefunds;
  discountsCents: number;
  movements: readonly CashMovement[];
  counted: { denominations: DenominationCounts; cardCents: number; note: string | null } | null;
}

/**
 * Whether a session ran past the shop's midnight: still open on a later day of the shop's
 * calendar than it opened (`until` is now), or closed on one (`until` is the close)
 * (docs/product/registers.md#past-midnight).
 */
export function pastMidnight(openedAt: Date, until: Date, timeZone: string): boolean {
  return shopDate(openedAt, timeZone) !== shopDate(until, timeZone);
}

/**
 * The X or Z report of a session (docs/product/registers.md#x-and-z-reports), all sums in cents
 * until the answer: expected cash = float + cash sales − cash refunds + cash in − cash out.
 */
export function drawerReport(facts: DrawerFacts): DrawerReport {
  const { session, sales, refunds, counted } = facts;
  const cents = <Row extends SessionSales | SessionTender>(
    rows: readonly Row[],
    of: keyof Row & ('totalCents' | 'taxCents' | 'count'),
  ) => sumCents(rows.map((row) => row[of] as number));
  const ofMethod = (method: PaymentMethod) => facts.tenders.filter((row) => row.method === method);
  const moved = (kind: 'in' | 'out') =>
    sumCents(facts.movements.filter((m) => m.kind === kind).map((m) => dollarsToCents(m.amount)));
  const refundOf = (method: PaymentMethod) =>
    method === 'cash' ? refunds.cashCents : refunds.cardCents;

  const totalCents = cents(sales, 'totalCents');
  const taxCents = cents(sales, 'taxCents');
  const netCents = totalCents - taxCents;
  const cashInCents = moved('in');
  const cashOutCents = moved('out');
  const expected: Record<PaymentMethod, number> = {
    cash: expectedCashCents({
      floatCents: session.floatCents,
      cashSalesCents: cents(ofMethod('cash'), 'totalCents'),
      cashRefundsCents: refunds.cashCents,
      cashInCents,
      cashOutCents,
    }),
    card: cents(ofMethod('card'), 'totalCents') - refunds.cardCents,
  };
  const countedOf: Record<PaymentMethod, number> | null = counted && {
    cash: countedCents(counted.denominations),
    card: counted.cardCents,
  };
  const tenders = PAYMENT_METHODS.map((method): TenderTotals => ({
    method,
    sales_count: cents(ofMethod(method), 'count'),
    sales: centsToDollars(cents(ofMethod(method), 'totalCents')),
    refunds: centsToDollars(refundOf(method)),
    expected: centsToDollars(expected[method]),
    counted: countedOf && centsToDollars(countedOf[method]),
    over_short: countedOf && centsToDollars(overShortCents(countedOf[method], expected[method])),
  }));
  const until = session.closedAt ?? facts.at;
  return {
    kind: facts.kind,
    at: facts.at.toISOString(),
    session_id: session.id,
    register: session.register,
    opened_at: session.openedAt.toISOString(),
    opened_by: session.openedBy,
    closed_at: session.closedAt?.toISOString() ?? null,
    closed_by: session.closedBy,
    past_midnight: pastMidnight(session.openedAt, until, facts.timeZone),
    float: centsToDollars(session.floatCents),
    float_denominations: session.floatDenominations,
    sales: {
      count: cents(sales, 'count'),
      // Discounts come off the gross: the sales' totals are after them (session-refunds.ts).
      gross: centsToDollars(netCents + facts.discountsCents),
      discounts: centsToDollars(facts.discountsCents),
      net: centsToDollars(netCents),
      tax: centsToDollars(taxCents),
      total: centsToDollars(totalCents),
    },
    refunds: {
      count: refunds.count,
      total: centsToDollars(refunds.cashCents + refunds.cardCents),
    },
    tenders,
    cashiers: byCashier(sales),
    cash_in: centsToDollars(cashInCents),
    cash_out: centsToDollars(cashOutCents),
    movements: [...facts.movements],
    counted_denominations: counted && nonZeroCounts(counted.denominations),
    note: counted?.note ?? null,
  };
}

/** Each cashier's sales over both tenders, by name. */
function byCashier(sales: readonly SessionSales[]): CashierTotals[] {
  const totals = new Map<number, { cashier: DrawerPerson; count: number; cents: number }>();
  for (const row of sales) {
    const kept = totals.get(row.cashier.id) ?? { cashier: row.cashier, count: 0, cents: 0 };
    kept.count += row.count;
    kept.cents += row.totalCents;
    totals.set(row.cashier.id, kept);
  }
  return [...totals.values()]
    .sort((a, b) => a.cashier.username.localeCompare(b.cashier.username))
    .map(({ cashier, count, cents }) => ({
      cashier,
      sales_count: count,
      total: centsToDollars(cents),
    }));
}

/** The cash a report says the drawer should hold, in cents. */
export function expectedCashOf(report: DrawerReport): number {
  const cash = report.tenders.find((tender) => tender.method === 'cash');
  return cash ? dollarsToCents(cash.expected) : 0;
}
