import { useSignedOut } from '@shop/shop-state';
import { LoadError, PageFrame, PageLoading, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { LABEL_LAYOUTS, isLabelLayoutName } from './label-layouts';
import { LabelSheet, type LabelItem } from './label-sheet';
import { useGetLabelVariantsQuery } from './labels.api';
import { useLabelChoice } from './use-label-choice';
import { VariantQuantities } from './variant-quantities';

/** A quantity field's text as a count of labels: whole, 0 to 500. */
const labelCount = (text: string) => Math.min(500, Math.max(0, Math.trunc(Number(text)) || 0));

/**
 * `/catalogue/labels?ids=…` (docs/product/catalogue.md#labels): barcode and price labels for the
 * chosen variants on sale, so many of each, on a sheet or a label printer; the preview is
 * what prints.
 */
export function LabelsPage() {
  const choice = useLabelChoice();
  const { data, isError, isFetching, refetch } = useGetLabelVariantsQuery(choice.ids, {
    skip: useSignedOut() || choice.ids.length === 0,
  });
  const variants = data?.variants ?? [];
  const labels: LabelItem[] = variants.flatMap((variant) =>
    Array.from({ length: choice.quantityOf(variant.id) }, (_, copy) => ({
      ...variant,
      key: `${variant.id}-${copy}`,
    })),
  );
  const layout = LABEL_LAYOUTS[choice.layout];
  return (
    <PageFrame
      title="Labels"
      extra={
        <Button type="primary" disabled={labels.length === 0} onClick={() => window.print()}>
          Print {labels.length} labels
        </Button>
      }
    >
      {choice.ids.length === 0 && (
        <Text>Select variants in a style&apos;s editor, then Print labels.</Text>
      )}
      {data && data.notOnSale > 0 && (
        <Text muted>
          {data.notOnSale} of the chosen variants are not on sale and get no labels.
        </Text>
      )}
      {!data && isFetching && <PageLoading label="Loading variants" />}
      {isError && !isFetching && (
        <LoadError message="The variants could not be loaded." onRetry={() => void refetch()} />
      )}
      {data && !isError && (
        <div style={{ display: 'grid', gap: tokens.space.lg }}>
          <label>
            Layout{' '}
            <select
              value={choice.layout}
              onChange={(event) => {
                if (isLabelLayoutName(event.target.value)) choice.chooseLayout(event.target.value);
              }}
            >
              {Object.entries(LABEL_LAYOUTS).map(([name, option]) => (
                <option key={name} value={name}>
                  {option.title}
                </option>
              ))}
            </select>
          </label>
          <VariantQuantities
            variants={variants}
            quantityOf={choice.quantityOf}
            onChange={(id, text) => choice.setQuantity(id, labelCount(text))}
          />
          <LabelSheet layout={layout} labels={labels} />
        </div>
      )}
    </PageFrame>
  );
}
