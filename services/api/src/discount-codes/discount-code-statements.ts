import { BadRequestException } from '@nestjs/common';
import { DISCOUNT_REFUSALS } from '@shop/contracts';
import type { SqlTransaction } from '../database/sql';
import { refusalOf, type CodeTerms } from './discount-code-terms';

/**
 * The checkout's statements for a discount code (docs/decisions/0105-discount-codes.md), run in
 * the purchase's own transaction: read the code and the buyer's earlier uses, then claim a use.
 */

type TermsRow = Omit<CodeTerms, 'isActive' | 'uses'> & {
  isActive: number | boolean;
  uses: number | string;
  customerUses: number | string;
};

const READ_TERMS =
  'select d.id, d.code, d.kind, d.percent_off as percentOff, d.amount_off_cents as amountOffCents,' +
  ' d.min_spend_cents as minSpendCents, d.starts_on as startsOn, d.ends_on as endsOn,' +
  ' d.max_uses as maxUses, d.max_uses_per_customer as maxUsesPerCustomer,' +
  ' d.is_active as isActive, d.uses,' +
  ' (select count(*) from purchase o where o.user_id = ? and o.discount_code = d.code)' +
  ' as customerUses from discount_code d where d.code = ?';

/**
 * One more use, only while the code is active and under its limit: of concurrent checkouts
 * for a code's last use, the row lock lets one raise the counter and the others find it full
 * (as the stock ledger's conditional withdrawal does).
 */
const CLAIM_USE =
  'update discount_code set uses = uses + 1' +
  ' where id = ? and is_active = 1 and (max_uses is null or uses < max_uses)';

/** The code's terms for this buyer, or a 400 saying why it may not be used (refusalOf). */
export async function readCodeForCheckout(
  sql: SqlTransaction,
  code: string,
  buyerId: number,
  check: { today: string; subtotalCents: number },
): Promise<CodeTerms> {
  const [row] = await sql.rows<TermsRow>(READ_TERMS, [buyerId, code]);
  const terms: CodeTerms | null = row
    ? {
        ...row,
        id: Number(row.id),
        isActive: Boolean(Number(row.isActive)),
        uses: Number(row.uses),
        minSpendCents: Number(row.minSpendCents),
      }
    : null;
  const refusal = refusalOf(terms, {
    ...check,
    customerUses: row ? Number(row.customerUses) : 0,
  });
  if (refusal || !terms) throw new BadRequestException(refusal ?? DISCOUNT_REFUSALS.unknown);
  return terms;
}

/** Claims one use of the code; a 400 "used up" when another checkout took the last one. */
export async function claimCodeUse(sql: SqlTransaction, id: number): Promise<void> {
  const claimed = await sql.write(CLAIM_USE, [id]);
  if (claimed.affectedRows !== 1) throw new BadRequestException(DISCOUNT_REFUSALS.usedUp);
}
