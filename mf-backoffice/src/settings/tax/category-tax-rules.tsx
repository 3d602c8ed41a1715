import { useState } from 'react';
import type { CategoryTaxSetting, TaxRate } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, tokens } from '@shop/ui';
import { TitledCard } from '@shop/ui/data';
import { Alert } from '@shop/ui/forms';
import { useSetCategoryTaxMutation } from './tax.api';

/** A category's rule as one choice: "default", "exempt" or "rate:<id>". */
const choiceOf = (setting: CategoryTaxSetting) =>
  setting.rule === 'rate' ? `rate:${setting.rate_id}` : setting.rule;

const bodyOf = (choice: string) =>
  choice.startsWith('rate:')
    ? { rule: 'rate' as const, rate_id: Number(choice.slice(5)) }
    : { rule: choice as 'default' | 'exempt' };

/**
 * Category rules (docs/product/tax.md#category-rules): each category pays the default rate, is
 * exempt (a clothing exemption), or pays a rate of its own. A choice is saved as it is made.
 */
export function CategoryTaxRules({
  categories,
  rates,
}: {
  categories: readonly CategoryTaxSetting[];
  rates: readonly TaxRate[];
}) {
  const [setRule, { isLoading }] = useSetCategoryTaxMutation();
  const [failure, setFailure] = useState('');

  async function change(setting: CategoryTaxSetting, choice: string) {
    setFailure('');
    try {
      await setRule({ categoryId: setting.category_id, ...bodyOf(choice) }).unwrap();
      showToast(`Saved the rule for ${setting.category_name}`);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Saving the rule failed. Please try again.'));
    }
  }

  return (
    <TitledCard title="Category Rules" titleSize="md" style={{ marginTop: tokens.space.lg }}>
      {failure && <Alert type="error" showIcon title={failure} />}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {categories.map((setting) => {
          const id = `category-tax-${setting.category_id}`;
          return (
            <li
              key={setting.category_id}
              style={{ display: 'flex', gap: tokens.space.md, padding: `${tokens.space.xs}px 0` }}
            >
              <label htmlFor={id} style={{ minWidth: 160, textTransform: 'capitalize' }}>
                {setting.category_name}
              </label>
              <select
                id={id}
                value={choiceOf(setting)}
                disabled={isLoading}
                onChange={(event) => void change(setting, event.target.value)}
              >
                <option value="default">Default rate</option>
                <option value="exempt">Exempt</option>
                {rates.map((rate) => (
                  <option key={rate.id} value={`rate:${rate.id}`}>
                    {rate.name} ({rate.percentage}%)
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </TitledCard>
  );
}
