import { EntityManager, UniqueConstraintViolationException, ref } from '@mikro-orm/core';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  percentToThousandths,
  TAX_RATE_NAME_TAKEN,
  TAX_RATE_NOT_FOUND,
  type CategoryTax as CategoryTaxBody,
  type CategoryTaxSetting,
  type TaxRate as TaxRateBody,
  type TaxRateCreate,
  type TaxRateUpdate,
  type TaxSettings,
} from '@shop/contracts';
import type { AuditActor } from '../audit/audit-entry.entity';
import { AuditTrail } from '../audit/audit-trail';
import { Category } from '../catalog/category.entity';
import { CategoryTax } from './category-tax.entity';
import { TaxRate } from './tax-rate.entity';
import {
  categoryRuleChanged,
  rateAdded,
  rateChanged,
  rateRemoved,
  type CategoryRuleFields,
} from './tax-audit';
import { toCategoryTaxSetting, toTaxRateBody } from './tax.mapper';
import { taxTableOf, type TaxTable } from './tax-table';

/**
 * The shop's tax rates and category rules (docs/product/tax.md), changed by whoever may manage
 * the settings; each change is audited in its own transaction (tax-audit.ts).
 */
@Injectable()
export class TaxService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditTrail,
  ) {}

  async settings(): Promise<TaxSettings> {
    const em = this.em.fork();
    const [rates, categories, rules] = await Promise.all([
      em.find(TaxRate, {}, { orderBy: { name: 'asc' } }),
      em.find(Category, {}, { orderBy: { name: 'asc' } }),
      em.find(CategoryTax, {}),
    ]);
    const ruleOf = new Map(rules.map((rule) => [rule.category.id, rule]));
    return {
      rates: rates.map(toTaxRateBody),
      categories: categories.map((category) =>
        toCategoryTaxSetting(category, ruleOf.get(category.id)),
      ),
    };
  }

  /** The rules as pricing reads them (tax-table.ts); the checkout reads the same in its own statement. */
  async table(): Promise<TaxTable> {
    const em = this.em.fork();
    const [defaults, rules] = await Promise.all([
      em.find(TaxRate, { isDefault: true }),
      em.find(CategoryTax, {}, { populate: ['rate'] }),
    ]);
    return taxTableOf([
      ...defaults.map((rate) => ({
        categoryId: null,
        rule: 'default' as const,
        name: rate.name,
        thousandths: rate.percentThousandths,
      })),
      ...rules.map((rule) => ({
        categoryId: rule.category.id,
        rule: rule.rule,
        name: rule.rate?.getEntity().name ?? null,
        thousandths: rule.rate?.getEntity().percentThousandths ?? null,
      })),
    ]);
  }

  async create(actor: AuditActor, body: TaxRateCreate): Promise<TaxRateBody> {
    return nameConflictsAsHttp(() =>
      this.em.transactional(async (em) => {
        const rate = new TaxRate(body.name, percentToThousandths(body.percentage));
        em.persist(rate);
        if (body.is_default) await this.makeDefault(em, actor, rate);
        await em.flush();
        const created = toTaxRateBody(rate);
        this.audit.record(em, rateAdded(actor, created));
        return created;
      }),
    );
  }

  /** Only the fields sent change. Past purchases keep the rate they were charged. */
  async update(actor: AuditActor, id: number, body: TaxRateUpdate): Promise<TaxRateBody> {
    return nameConflictsAsHttp(() =>
      this.em.transactional(async (em) => {
        const rate = await findRate(em, id);
        const before = toTaxRateBody(rate);
        if (body.name !== undefined) rate.name = body.name;
        if (body.percentage !== undefined)
          rate.setPercentThousandths(percentToThousandths(body.percentage));
        if (body.is_default === true) await this.makeDefault(em, actor, rate);
        if (body.is_default === false) rate.isDefault = false;
        await em.flush();
        const after = toTaxRateBody(rate);
        const changed = rateChanged(actor, before, after);
        if (changed) this.audit.record(em, changed);
        return after;
      }),
    );
  }

  /** A rate a category is taxed at stays until that category's rule changes (409). */
  async remove(actor: AuditActor, id: number): Promise<{ message: string }> {
    return this.em.transactional(async (em) => {
      const rate = await findRate(em, id);
      const users = await em.find(CategoryTax, { rate: id }, { populate: ['category'] });
      if (users.length)
        throw new ConflictException(
          `Tax rate is used by ${users.map((rule) => rule.category.name).join(', ')}: change their rule first`,
        );
      this.audit.record(em, rateRemoved(actor, toTaxRateBody(rate)));
      em.remove(rate);
      await em.flush();
      return { message: 'Tax rate deleted' };
    });
  }

  async setCategory(
    actor: AuditActor,
    categoryId: number,
    body: CategoryTaxBody,
  ): Promise<CategoryTaxSetting> {
    return this.em.transactional(async (em) => {
      const category = await em.findOne(Category, categoryId);
      if (!category) throw new NotFoundException('Category not found');
      const rate = body.rule === 'rate' ? await findRate(em, body.rate_id!) : null;
      const old = await em.findOne(CategoryTax, { category: categoryId }, { populate: ['rate'] });
      const before: CategoryRuleFields = {
        rule: old?.rule ?? 'default',
        rate: old?.rate?.getEntity().name ?? null,
      };
      const rule = storeRule(em, category, old, body.rule, rate);
      const setting = toCategoryTaxSetting(category, rule);
      const after: CategoryRuleFields = { rule: setting.rule, rate: rate?.name ?? null };
      const changed = categoryRuleChanged(actor, setting, before, after);
      if (changed) this.audit.record(em, changed);
      await em.flush();
      return setting;
    });
  }

  /** One default at a time: the one before stops being it (and the trail says so). */
  private async makeDefault(em: EntityManager, actor: AuditActor, rate: TaxRate): Promise<void> {
    const others = await em.find(TaxRate, { isDefault: true });
    for (const other of others) {
      if (other === rate) continue;
      const before = toTaxRateBody(other);
      other.isDefault = false;
      const changed = rateChanged(actor, before, toTaxRateBody(other));
      if (changed) this.audit.record(em, changed);
    }
    rate.isDefault = true;
  }
}

/**
 * Keeps the category's row in step with `rule`: removed for the default (no row means the
 * default), else changed in place or added. Returns the row, or undefined for the default.
 */
function storeRule(
  em: EntityManager,
  category: Category,
  row: CategoryTax | null,
  rule: CategoryTaxBody['rule'],
  rate: TaxRate | null,
): CategoryTax | undefined {
  if (rule === 'default') {
    if (row) em.remove(row);
    return undefined;
  }
  if (!row) {
    const added = new CategoryTax(category, rule, rate && ref(rate));
    em.persist(added);
    return added;
  }
  row.rule = rule;
  row.rate = rate && ref(rate);
  return row;
}

async function findRate(em: EntityManager, id: number): Promise<TaxRate> {
  const rate = await em.findOne(TaxRate, id);
  if (!rate) throw new NotFoundException(TAX_RATE_NOT_FOUND);
  return rate;
}

/** Two admins adding "NYC" at once: the unique key decides, still a 409. */
async function nameConflictsAsHttp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new ConflictException(TAX_RATE_NAME_TAKEN);
    throw error;
  }
}
