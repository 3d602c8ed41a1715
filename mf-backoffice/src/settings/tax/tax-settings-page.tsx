import type { TaxRate } from '@shop/contracts';
import { useSignedOut } from '@shop/shop-state';
import { LoadError, PageFrame, PageLoading, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { TitledCard } from '@shop/ui/data';
import { useDialog } from '../../use-dialog';
import { CategoryTaxRules } from './category-tax-rules';
import { TaxRateFormDialog } from './tax-rate-form-dialog';
import { TaxRatesList } from './tax-rates-list';
import { useGetTaxSettingsQuery } from './tax.api';

type RateDialog = { kind: 'add' } | { kind: 'edit'; rate: TaxRate };

/**
 * `/settings/tax` (manage_staff_and_settings; docs/product/tax.md): the tax rates, one of them the default, and each
 * category's rule. Prices are before tax; with no rate every sale is charged $0.00 tax.
 */
export function TaxSettingsPage() {
  const { data, isFetching, isError, refetch } = useGetTaxSettingsQuery(undefined, {
    skip: useSignedOut(),
  });
  const { dialog, show, controls } = useDialog<RateDialog>();
  const subject = dialog?.subject;
  return (
    <PageFrame
      title="Tax Rates"
      extra={
        <Button type="primary" onClick={() => show({ kind: 'add' })}>
          Add Tax Rate
        </Button>
      }
    >
      <Text muted>
        Prices are before tax. Each line is taxed at its category&apos;s rate and rounded half up to
        the cent; a purchase keeps the tax it was charged.
      </Text>
      {!data && isFetching && <PageLoading label="Loading tax rates" />}
      {isError && !isFetching && (
        <LoadError message="The tax rates could not be loaded." onRetry={() => void refetch()} />
      )}
      {data && !isError && (
        <>
          <TitledCard title="Rates" titleSize="md" style={{ marginTop: tokens.space.lg }}>
            <TaxRatesList rates={data.rates} onEdit={(rate) => show({ kind: 'edit', rate })} />
          </TitledCard>
          <CategoryTaxRules categories={data.categories} rates={data.rates} />
        </>
      )}
      {dialog && subject && (
        <TaxRateFormDialog
          key={dialog.key}
          rate={subject.kind === 'edit' ? subject.rate : undefined}
          {...controls}
        />
      )}
    </PageFrame>
  );
}
