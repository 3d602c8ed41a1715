import {
  dollarsToCents,
  formatCents,
  formatDollars,
  overShortLabel,
  type DrawerReport,
} from '@shop/contracts';
import type { AuditActor, NewAuditEntry } from '../audit/audit-entry.entity';
import { expectedCashOf } from './drawer-report';

/**
 * What the drawer leaves in the audit trail (docs/product/audit.md#what-is-recorded): kind
 * `drawer`, the session as the subject, money in dollars. Opening (the float), each cash movement
 * and the close (expected against counted) are changes of money in the shop.
 */
const subject = (sessionId: number) => `register_session:${sessionId}`;

export function sessionOpened(
  actor: AuditActor,
  sessionId: number,
  register: string,
  floatCents: number,
): NewAuditEntry {
  return {
    actor,
    kind: 'drawer',
    subject: subject(sessionId),
    summary: `Opened a session on ${register} with a float of ${formatCents(floatCents)}`,
    before: null,
    after: { register, float: formatCents(floatCents) },
  };
}

export function cashMoved(
  actor: AuditActor,
  sessionId: number,
  register: string,
  move: { kind: 'in' | 'out'; amountCents: number; reason: string },
): NewAuditEntry {
  const amount = formatCents(move.amountCents);
  return {
    actor,
    kind: 'drawer',
    subject: subject(sessionId),
    summary:
      move.kind === 'in'
        ? `Put ${amount} into the drawer of ${register}: ${move.reason}`
        : `Took ${amount} out of the drawer of ${register}: ${move.reason}`,
    before: null,
    after: { kind: move.kind, amount, reason: move.reason },
  };
}

export function sessionClosed(actor: AuditActor, report: DrawerReport): NewAuditEntry {
  const [cash, card] = ['cash', 'card'].map((method) =>
    report.tenders.find((tender) => tender.method === method),
  );
  return {
    actor,
    kind: 'drawer',
    subject: subject(report.session_id),
    summary:
      `Closed the session on ${report.register.name}: cash ` +
      overShortLabel(dollarsToCents(cash?.over_short ?? 0)).toLowerCase(),
    before: {
      expected_cash: formatCents(expectedCashOf(report)),
      expected_card: formatDollars(card?.expected ?? 0),
    },
    after: {
      counted_cash: formatDollars(cash?.counted ?? 0),
      counted_card: formatDollars(card?.counted ?? 0),
      note: report.note,
    },
  };
}
