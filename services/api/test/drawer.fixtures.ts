import type {
  DenominationCounts,
  DrawerReport,
  DrawerSession,
  DrawerSessionResponse,
  TenderTotals,
  TillRegisterList,
} from '@shop/contracts';
import { DEMO, signIn } from './support/accounts';
import type { TestShop } from './support/test-shop';

/** A register with an open drawer session, as a till sale names it. */
export interface Till {
  registerId: number;
  register: string;
  sessionId: number;
}

/**
 * The till's register with an open drawer session (docs/product/registers.md#a-sale-needs-an-open-session):
 * the one already open on it, or a new one the admin opens with a `float` in dollars. Every test
 * that sells at the till starts here, then sends `...atTill(till)`.
 */
export async function openTill(
  shop: TestShop,
  { register = 'Front counter', float = 100 }: { register?: string; float?: number } = {},
): Promise<Till> {
  const admin = await signIn(shop, DEMO.admin);
  const list = await shop.send<TillRegisterList>('GET', '/registers', undefined, admin);
  const found = list.body.registers.find((candidate) => candidate.name === register);
  if (!found) throw new Error(`no register named ${register}: ${list.status}`);
  if (found.open_session)
    return { registerId: found.id, register, sessionId: found.open_session.id };
  const opened = await shop.send<DrawerSessionResponse>(
    'POST',
    `/registers/${found.id}/sessions`,
    { float: { total: float } },
    admin,
  );
  if (opened.status !== 201) throw new Error(`opening ${register}: ${opened.status}`);
  return { registerId: found.id, register, sessionId: opened.body.session.id };
}

/** The fields a till sale on `till` sends beside its lines. */
export const atTill = (till: Pick<Till, 'registerId'>) => ({
  channel: 'pos' as const,
  register_id: till.registerId,
});

/** `GET /registers` as the till reads it. */
export async function tillRegisters(shop: TestShop, token: string) {
  const response = await shop.send<TillRegisterList>('GET', '/registers', undefined, token);
  if (response.status !== 200) throw new Error(`GET /registers: ${response.status}`);
  return response.body.registers;
}

/** One session with its X (open) or Z (closed) report; fails the test unless it answers 200. */
export async function sessionOf(shop: TestShop, token: string, id: number): Promise<DrawerSession> {
  const response = await shop.send<DrawerSessionResponse>(
    'GET',
    `/registers/sessions/${id}`,
    undefined,
    token,
  );
  if (response.status !== 200) throw new Error(`GET session ${id}: ${response.status}`);
  return response.body.session;
}

export const moveCash = (
  shop: TestShop,
  token: string,
  sessionId: number,
  kind: 'in' | 'out',
  amount: number,
  reason: string,
) =>
  shop.send<DrawerSessionResponse>(
    'POST',
    `/registers/sessions/${sessionId}/cash-movements`,
    { kind, amount, reason },
    token,
  );

export const closeDrawer = (
  shop: TestShop,
  token: string,
  sessionId: number,
  denominations: DenominationCounts,
  cardTotal: number,
  note?: string,
) =>
  shop.send<DrawerSessionResponse>(
    'POST',
    `/registers/sessions/${sessionId}/close`,
    { counted_cash: { denominations }, card_total: cardTotal, note },
    token,
  );

/** One tender's line of a report. */
export function tender(report: DrawerReport, method: 'cash' | 'card'): TenderTotals {
  const line = report.tenders.find((candidate) => candidate.method === method);
  if (!line) throw new Error(`no ${method} line`);
  return line;
}
