import {
  centsToDollars,
  type CashMovement as CashMovementBody,
  type DenominationCounts,
  type DrawerPerson,
  type DrawerReport,
  type DrawerSession,
  type DrawerSessionSummary,
  type Register as RegisterBody,
} from '@shop/contracts';
import type { User } from '../users/user.entity';
import type { CashMovement } from './cash-movement.entity';
import { expectedCashOf } from './drawer-report';
import type { Register } from './register.entity';

export function toRegisterBody(register: Register): RegisterBody {
  return {
    id: register.id,
    name: register.name,
    retired_at: register.retiredAt?.toISOString() ?? null,
  };
}

export function toDrawerPerson(
  user: Pick<User, 'id' | 'username' | 'firstName' | 'lastName'>,
): DrawerPerson {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
  };
}

/** Expects `by` loaded. */
export function toCashMovementBody(movement: CashMovement): CashMovementBody {
  return {
    id: movement.id,
    kind: movement.kind,
    amount: centsToDollars(movement.amountCents),
    reason: movement.reason,
    at: movement.at.toISOString(),
    by: toDrawerPerson(movement.by.getEntity()),
  };
}

/** A count kept as JSON text, or null. */
export function denominationsOfJson(json: string | null): DenominationCounts | null {
  return json === null ? null : (JSON.parse(json) as DenominationCounts);
}

/** The session as its report tells it: X while open, Z (as kept) once closed. */
export function toDrawerSession(report: DrawerReport): DrawerSession {
  return {
    id: report.session_id,
    register: report.register,
    status: report.closed_at === null ? 'open' : 'closed',
    opened_at: report.opened_at,
    opened_by: report.opened_by,
    closed_at: report.closed_at,
    closed_by: report.closed_by,
    past_midnight: report.past_midnight,
    report,
  };
}

/** A line of the registers screen. */
export function toSessionSummary(report: DrawerReport): DrawerSessionSummary {
  const cash = report.tenders.find((tender) => tender.method === 'cash');
  return {
    id: report.session_id,
    register: report.register,
    status: report.closed_at === null ? 'open' : 'closed',
    opened_at: report.opened_at,
    opened_by: report.opened_by,
    closed_at: report.closed_at,
    closed_by: report.closed_by,
    past_midnight: report.past_midnight,
    expected_cash: centsToDollars(expectedCashOf(report)),
    sales_total: report.sales.total,
    cash_over_short: cash?.over_short ?? null,
  };
}
