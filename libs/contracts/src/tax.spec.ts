import {
  categoryTaxSchema,
  percentToThousandths,
  TAX_PERCENT_DECIMALS_ERROR,
  TAX_PERCENT_RANGE,
  TAX_RATE_ID_REQUIRED,
  TAX_RATE_NAME_REQUIRED,
  taxRateCreateSchema,
  taxRateUpdateSchema,
} from './tax';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('taxRateCreateSchema', () => {
  it('takes a name and a percentage with up to three decimals', () => {
    expect(taxRateCreateSchema.parse({ name: ' NYC ', percentage: 8.875 })).toEqual({
      name: 'NYC',
      percentage: 8.875,
    });
    expect(taxRateCreateSchema.parse({ name: 'Zero', percentage: 0 }).percentage).toBe(0);
    expect(taxRateCreateSchema.parse({ name: 'All', percentage: 100 }).percentage).toBe(100);
  });

  it('refuses a negative or over-100 percentage, a fourth decimal and a blank name', () => {
    const errorFor = (body: object) => firstError(taxRateCreateSchema.safeParse(body));
    expect(errorFor({ name: 'A', percentage: -1 })).toBe(TAX_PERCENT_RANGE);
    expect(errorFor({ name: 'A', percentage: 101 })).toBe(TAX_PERCENT_RANGE);
    expect(errorFor({ name: 'A', percentage: '8' })).toBe(TAX_PERCENT_RANGE);
    expect(errorFor({ name: 'A', percentage: 8.8751 })).toBe(TAX_PERCENT_DECIMALS_ERROR);
    expect(errorFor({ name: '  ', percentage: 5 })).toBe(TAX_RATE_NAME_REQUIRED);
    expect(errorFor({ name: 'x'.repeat(61), percentage: 5 })).toBe(
      'Name must be at most 60 characters',
    );
  });
});

describe('taxRateUpdateSchema', () => {
  it('refuses an empty body', () => {
    expect(firstError(taxRateUpdateSchema.safeParse({}))).toBe(
      'Nothing to update: send name, percentage or is_default',
    );
  });
});

describe('categoryTaxSchema', () => {
  it('needs a rate id exactly when the rule is "rate"', () => {
    expect(categoryTaxSchema.parse({ rule: 'exempt' })).toEqual({ rule: 'exempt' });
    expect(categoryTaxSchema.parse({ rule: 'rate', rate_id: 2 })).toEqual({
      rule: 'rate',
      rate_id: 2,
    });
    expect(firstError(categoryTaxSchema.safeParse({ rule: 'rate' }))).toBe(TAX_RATE_ID_REQUIRED);
    expect(firstError(categoryTaxSchema.safeParse({ rule: 'default', rate_id: 2 }))).toBe(
      'rate_id goes only with rule "rate"',
    );
  });
});

describe('percentToThousandths', () => {
  it('keeps a rate of three decimals exactly', () => {
    expect(percentToThousandths(8.875)).toBe(8875);
    expect(percentToThousandths(0.001)).toBe(1);
    expect(percentToThousandths(7.125)).toBe(7125);
  });
});
