import { z } from 'zod';
import type { Page } from './catalog';
import { DENOMINATION_KEYS, type DenominationCounts } from './drawer';
import { formatCents, hasAtMostTwoDecimals } from './money';
import { pageQuerySchema } from './product-query';
import type { PaymentMethod } from './purchase-statuses';

/**
 * The shop's registers (tills) and their drawer sessions (docs/product/registers.md): named in the
 * store settings; a cashier opens a session on one with a float, sells on it, moves cash in and
 * out, and closes it with a count, which leaves a Z report that never changes.
 */

export const REGISTER_NAME_MAX = 50;
/** The most of one bill or coin a count may name: far past any drawer, far below any overflow. */
export const DENOMINATION_PIECES_MAX = 100_000;
/** The most a float, a cash movement or a card total may be, in dollars. */
export const DRAWER_AMOUNT_MAX = 1_000_000;
export const CASH_REASON_MAX = 200;
export const CLOSE_NOTE_MAX = 500;

export const REGISTER_NOT_FOUND = 'Register not found';
export const REGISTER_NAME_TAKEN = 'A register with this name already exists';
export const REGISTER_RETIRED = 'This register is retired';
export const SESSION_NOT_FOUND = 'Drawer session not found';
export const SESSION_CLOSED = 'This drawer session is already closed';
export const NOTE_FOR_OVER_SHORT = 'Say in a note why the drawer is over or short';

export const sessionAlreadyOpen = (register: string) =>
  `A session is already open on ${register}: close it first`;
export const retireWhileOpen = (register: string) =>
  `Close the open session on ${register} before retiring it`;
/** 409 of `POST /purchases/` at the till when the register has no open session. */
export const noOpenSession = (register: string) =>
  `No drawer session is open on ${register}: open a session before selling`;
export const cashOutTooLarge = (inDrawerCents: number) =>
  `The drawer should hold only ${formatCents(inDrawerCents)} in cash`;

// ---- registers (store settings) ---------------------------------------------------------------

/** `POST /shop/registers` and `PUT /shop/registers/{id}`: the register's name. */
export const registerNameSchema = z.object({
  name: z
    .string({ error: 'Register name is required' })
    .trim()
    .min(1, { error: 'Register name is required' })
    .max(REGISTER_NAME_MAX, {
      error: `Register name must be at most ${REGISTER_NAME_MAX} characters`,
    }),
});
export type RegisterNameBody = z.input<typeof registerNameSchema>;

/** A register as the settings list it: retired ones stay, named, for their past sessions. */
export interface Register {
  id: number;
  name: string;
  /** ISO 8601 when retired, else null; a retired register takes no new session. */
  retired_at: string | null;
}

export interface RegisterList {
  registers: Register[];
}

export interface RegisterResponse {
  register: Register;
}

// ---- drawer sessions: requests ----------------------------------------------------------------

const PIECES_ERROR = `Each count must be a whole number from 0 to ${DENOMINATION_PIECES_MAX}`;

/** How many of each bill and coin; keys from `US_DENOMINATIONS`, left out means none. */
export const denominationCountsSchema = z.partialRecord(
  z.enum(DENOMINATION_KEYS),
  z
    .number({ error: PIECES_ERROR })
    .int({ error: PIECES_ERROR })
    .min(0, { error: PIECES_ERROR })
    .max(DENOMINATION_PIECES_MAX, { error: PIECES_ERROR }),
  {
    error: (issue) =>
      issue.code === 'invalid_type'
        ? 'denominations must be an object of counts'
        : `Unknown bill or coin; one of ${DENOMINATION_KEYS.join(', ')}`,
  },
);

const dollars = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, { error: `${field} must be 0 or more` })
    .max(DRAWER_AMOUNT_MAX, { error: `${field} must be at most ${DRAWER_AMOUNT_MAX}` })
    .refine(hasAtMostTwoDecimals, { error: `${field} must have at most two decimals` });

/** Cash counted by bill and coin, or (for a float) typed as one total in dollars. */
export const cashCountSchema = z
  .object(
    { denominations: denominationCountsSchema.optional(), total: dollars('total').optional() },
    { error: 'Send the cash as denominations or as a total' },
  )
  .refine((count) => (count.denominations === undefined) !== (count.total === undefined), {
    error: 'Send the cash as denominations or as a total, not both',
  });
export type CashCount = z.input<typeof cashCountSchema>;

/** `POST /registers/{id}/sessions`: the float the drawer starts with. */
export const openSessionSchema = z.object({ float: cashCountSchema });
export type OpenSessionBody = z.input<typeof openSessionSchema>;
export type OpenSessionRequest = z.output<typeof openSessionSchema>;

export const CASH_MOVEMENT_KINDS = ['in', 'out'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];
export const CASH_MOVEMENT_LABELS: Readonly<Record<CashMovementKind, string>> = {
  in: 'Cash in',
  out: 'Cash out',
};

/** `POST /registers/sessions/{id}/cash-movements`: cash put in or taken out, and why. */
export const cashMovementSchema = z.object({
  kind: z.enum(CASH_MOVEMENT_KINDS, { error: 'kind must be in or out' }),
  amount: dollars('Amount').refine((amount) => amount > 0, {
    error: 'Amount must be more than 0',
  }),
  reason: z
    .string({ error: 'Say why the cash moves' })
    .trim()
    .min(1, { error: 'Say why the cash moves' })
    .max(CASH_REASON_MAX, { error: `Reason must be at most ${CASH_REASON_MAX} characters` }),
});
export type CashMovementBody = z.input<typeof cashMovementSchema>;
export type CashMovementRequest = z.output<typeof cashMovementSchema>;

/**
 * `POST /registers/sessions/{id}/close`: the cash counted by bill and coin, the card total the
 * terminal printed, and a note (needed when the drawer is over or short).
 */
export const closeSessionSchema = z.object({
  counted_cash: z.object(
    { denominations: denominationCountsSchema },
    { error: 'Count the cash by bill and coin' },
  ),
  card_total: dollars('Card total'),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(CLOSE_NOTE_MAX, { error: `Note must be at most ${CLOSE_NOTE_MAX} characters` })
    .nullish(),
});
export type CloseSessionBody = z.input<typeof closeSessionSchema>;
export type CloseSessionRequest = z.output<typeof closeSessionSchema>;

export const SESSION_STATUSES = ['open', 'closed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** `GET /registers/sessions`: open or closed sessions (default both), newest first. */
export const drawerSessionQuerySchema = pageQuerySchema.extend({
  status: z.enum(SESSION_STATUSES, { error: 'status must be open or closed' }).optional(),
});
export type DrawerSessionQuery = z.output<typeof drawerSessionQuerySchema>;

// ---- drawer sessions: answers -----------------------------------------------------------------

/** A staff member as a drawer's records name them. */
export interface DrawerPerson {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
}

export interface CashMovement {
  id: number;
  kind: CashMovementKind;
  amount: number;
  reason: string;
  /** ISO 8601. */
  at: string;
  by: DrawerPerson;
}

/** One tender's part of a report; counted and over/short only on a Z report. */
export interface TenderTotals {
  method: PaymentMethod;
  sales_count: number;
  sales: number;
  refunds: number;
  /** What the drawer (cash) or the terminal (card) should hold for this tender. */
  expected: number;
  counted: number | null;
  over_short: number | null;
}

export interface CashierTotals {
  cashier: DrawerPerson;
  sales_count: number;
  /** Their sales' totals, tax included. */
  total: number;
}

/**
 * An X report (a reading at any time, nothing changed) or a Z report (drawn up once at the close
 * and kept as it was: later sales, cancellations or edits do not move it).
 */
export interface DrawerReport {
  kind: 'x' | 'z';
  /** ISO 8601: when it was drawn up. */
  at: string;
  session_id: number;
  register: { id: number; name: string };
  opened_at: string;
  opened_by: DrawerPerson;
  closed_at: string | null;
  closed_by: DrawerPerson | null;
  /** Still open on a later day of the shop's calendar than it opened, or closed on one. */
  past_midnight: boolean;
  float: number;
  float_denominations: DenominationCounts | null;
  /** Sales that count (not cancelled): before discounts, discounts, after them, tax, total. */
  sales: {
    count: number;
    gross: number;
    discounts: number;
    net: number;
    tax: number;
    total: number;
  };
  refunds: { count: number; total: number };
  tenders: TenderTotals[];
  cashiers: CashierTotals[];
  cash_in: number;
  cash_out: number;
  movements: CashMovement[];
  counted_denominations: DenominationCounts | null;
  note: string | null;
}

/** A session as the till and the registers screen show it; `report` is X while open, Z once closed. */
export interface DrawerSession {
  id: number;
  register: { id: number; name: string };
  status: SessionStatus;
  opened_at: string;
  opened_by: DrawerPerson;
  closed_at: string | null;
  closed_by: DrawerPerson | null;
  past_midnight: boolean;
  report: DrawerReport;
}

export interface DrawerSessionResponse {
  session: DrawerSession;
}

/** A session in the manager's list: who, since when, the cash, and once closed the count. */
export interface DrawerSessionSummary {
  id: number;
  register: { id: number; name: string };
  status: SessionStatus;
  opened_at: string;
  opened_by: DrawerPerson;
  closed_at: string | null;
  closed_by: DrawerPerson | null;
  past_midnight: boolean;
  expected_cash: number;
  sales_total: number;
  cash_over_short: number | null;
}

export interface DrawerSessionList extends Page {
  sessions: DrawerSessionSummary[];
}

/** `GET /registers`: the registers in use, each with its open session, for the till. */
export interface TillRegister {
  id: number;
  name: string;
  open_session: {
    id: number;
    opened_at: string;
    opened_by: DrawerPerson;
    past_midnight: boolean;
  } | null;
}

export interface TillRegisterList {
  registers: TillRegister[];
}
