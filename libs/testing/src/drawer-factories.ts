// Registers and drawer sessions as the API answers them, with overrides.
import type {
  DrawerPerson,
  DrawerReport,
  DrawerSession,
  DrawerSessionSummary,
  Register,
  TillRegister,
} from '@shop/contracts';

export const CASHIER: DrawerPerson = {
  id: 2,
  username: 'staff',
  first_name: 'Sam',
  last_name: 'Rivera',
};

/** A register in the settings' list, in use unless `retired_at` says otherwise. */
export function makeRegister(overrides: Partial<Register> = {}): Register {
  return { id: 1, name: 'Front counter', retired_at: null, ...overrides };
}

/** A register as the till lists it; pass `open_session` for one with an open drawer. */
export function makeTillRegister(overrides: Partial<TillRegister> = {}): TillRegister {
  return { id: 1, name: 'Front counter', open_session: null, ...overrides };
}

/** An open session of a till register, opened by Sam at 9:00 on 5 March 2025 (New York). */
export function openSessionOf(id = 11): NonNullable<TillRegister['open_session']> {
  return { id, opened_at: '2025-03-05T14:00:00.000Z', opened_by: CASHIER, past_midnight: false };
}

/**
 * A Z report of Front counter: a $100 float, $45.99 in cash and $30.00 by card over three sales,
 * $20 put in; $5.00 short of the $165.99 expected. Pass `kind: 'x'` and nulls for an X report.
 */
export function makeDrawerReport(overrides: Partial<DrawerReport> = {}): DrawerReport {
  return {
    kind: 'z',
    at: '2025-03-05T23:00:00.000Z',
    session_id: 11,
    register: { id: 1, name: 'Front counter' },
    opened_at: '2025-03-05T14:00:00.000Z',
    opened_by: CASHIER,
    closed_at: '2025-03-05T23:00:00.000Z',
    closed_by: CASHIER,
    past_midnight: false,
    float: 100,
    float_denominations: null,
    sales: { count: 3, gross: 75.99, discounts: 0, net: 75.99, tax: 0, total: 75.99 },
    refunds: { count: 0, total: 0 },
    tenders: [
      {
        method: 'cash',
        sales_count: 2,
        sales: 45.99,
        refunds: 0,
        expected: 165.99,
        counted: 160.99,
        over_short: -5,
      },
      {
        method: 'card',
        sales_count: 1,
        sales: 30,
        refunds: 0,
        expected: 30,
        counted: 30,
        over_short: 0,
      },
    ],
    cashiers: [{ cashier: CASHIER, sales_count: 3, total: 75.99 }],
    cash_in: 20,
    cash_out: 0,
    movements: [
      {
        id: 1,
        kind: 'in',
        amount: 20,
        reason: 'Change from the bank',
        at: '2025-03-05T15:00:00.000Z',
        by: CASHIER,
      },
    ],
    counted_denominations: { hundreds: 1, fifties: 1, tens: 1, pennies: 99 },
    note: 'Gave a five as change twice',
    ...overrides,
  };
}

/** A session answer around `report` (a closed one unless the report is an X report). */
export function makeDrawerSession(
  overrides: Partial<DrawerSession> = {},
  report: Partial<DrawerReport> = {},
): DrawerSession {
  const full = makeDrawerReport({ session_id: overrides.id ?? 11, ...report });
  return {
    id: full.session_id,
    register: full.register,
    status: full.kind === 'z' ? 'closed' : 'open',
    opened_at: full.opened_at,
    opened_by: full.opened_by,
    closed_at: full.closed_at,
    closed_by: full.closed_by,
    past_midnight: full.past_midnight,
    report: full,
    ...overrides,
  };
}

/** An X report of an open session: nothing counted yet. */
export function makeOpenDrawerSession(id = 11, report: Partial<DrawerReport> = {}): DrawerSession {
  return makeDrawerSession(
    { id },
    {
      kind: 'x',
      closed_at: null,
      closed_by: null,
      counted_denominations: null,
      note: null,
      tenders: makeDrawerReport().tenders.map((tender) => ({
        ...tender,
        counted: null,
        over_short: null,
      })),
      ...report,
    },
  );
}

/** A line of the registers screen's lists. */
export function makeSessionSummary(
  overrides: Partial<DrawerSessionSummary> = {},
): DrawerSessionSummary {
  return {
    id: 11,
    register: { id: 1, name: 'Front counter' },
    status: 'closed',
    opened_at: '2025-03-05T14:00:00.000Z',
    opened_by: CASHIER,
    closed_at: '2025-03-05T23:00:00.000Z',
    closed_by: CASHIER,
    past_midnight: false,
    expected_cash: 165.99,
    sales_total: 75.99,
    cash_over_short: -5,
    ...overrides,
  };
}
