import type { CategoryTaxSetting, TaxRate as TaxRateBody } from '@shop/contracts';
import type { AuditActor, NewAuditEntry } from '../audit/audit-entry.entity';

/**
 * What a change to the tax rules leaves in the audit trail (docs/product/audit.md#what-is-recorded):
 * kind `tax`, the rate or the category as the subject, only the fields that changed. Rates are
 * kept by name and percent, copies that still read the same after the rate is gone.
 */
type RateFields = Pick<TaxRateBody, 'name' | 'percentage' | 'is_default'>;

const fieldsOf = ({ name, percentage, is_default }: TaxRateBody): RateFields => ({
  name,
  percentage,
  is_default,
});

export function rateAdded(actor: AuditActor, rate: TaxRateBody): NewAuditEntry {
  return {
    actor,
    kind: 'tax',
    subject: `tax_rate:${rate.id}`,
    summary: `Added tax rate ${rate.name} (${rate.percentage} %)`,
    before: null,
    after: fieldsOf(rate),
  };
}

/** A rate's changed fields; null when nothing changed (nothing is recorded then). */
export function rateChanged(
  actor: AuditActor,
  before: TaxRateBody,
  after: TaxRateBody,
): NewAuditEntry | null {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const keys = (Object.keys(now) as (keyof RateFields)[]).filter((key) => old[key] !== now[key]);
  if (!keys.length) return null;
  const pick = (fields: RateFields) => Object.fromEntries(keys.map((key) => [key, fields[key]]));
  return {
    actor,
    kind: 'tax',
    subject: `tax_rate:${after.id}`,
    summary:
      keys.length === 1 && keys[0] === 'is_default'
        ? `Tax rate ${after.name} ${after.is_default ? 'made' : 'is no longer'} the default`
        : `Changed tax rate ${after.name}`,
    before: pick(old),
    after: pick(now),
  };
}

export function rateRemoved(actor: AuditActor, rate: TaxRateBody): NewAuditEntry {
  return {
    actor,
    kind: 'tax',
    subject: `tax_rate:${rate.id}`,
    summary: `Deleted tax rate ${rate.name} (${rate.percentage} %)`,
    before: fieldsOf(rate),
    after: null,
  };
}

/** A category's rule as the trail keeps it: the rule and the rate's name (null when none). */
export interface CategoryRuleFields {
  rule: CategoryTaxSetting['rule'];
  rate: string | null;
}

export function categoryRuleChanged(
  actor: AuditActor,
  category: Pick<CategoryTaxSetting, 'category_id' | 'category_name'>,
  before: CategoryRuleFields,
  after: CategoryRuleFields,
): NewAuditEntry | null {
  if (before.rule === after.rule && before.rate === after.rate) return null;
  const told = after.rule === 'rate' ? `taxed at ${after.rate}` : after.rule;
  return {
    actor,
    kind: 'tax',
    subject: `category:${category.category_id}`,
    summary: `Tax rule of ${category.category_name} set to ${told}`,
    before: { ...before },
    after: { ...after },
  };
}
