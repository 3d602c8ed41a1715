import { useSignedOut } from '@shop/shop-state';
import { LoadError, PageFrame, PageLoading, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { LABEL_LAYOUTS, isLabelLayoutName } from './label-layouts';
import { LabelSheet, type LabelItem } from './label-sheet';
import { useGetLabelStylesQuery } from './labels.api';
import { useLabelChoice } from './use-label-choice';
import { VariantQuantities } from './variant-quantities';

/** A quantity field's text as a count of labels: whole, 0 to 500. */
const labelCount = (text: string) => Math.min(500, Math.max(0, Math.trunc(Number(text)) || 0));

/**
 * `/catalogue/labels?ids=…` (docs/product/catalogue.md#labels): barcode and price labels for the
 * chosen styles' active variants, so many of each, on a sheet or a label printer; the preview is
 * what prints.
 */
export function LabelsPage() {
  const choice = useLabelChoice();
  const { data, isError, isFetching, refetch } = useGetLabelStylesQuery(choice.ids, {
    skip: useSignedOut() || choice.ids.length === 0,
  });
  const variants = (data ?? []).flatMap((style) =>
    style.variants.filter((variant) => variant.is_active).map((variant) => ({ style, variant })),
  );
  const labels: LabelItem[] = variants.flatMap(({ style, variant }) =>
    Array.from({ length: choice.quantityOf(variant.id) }, (_, copy) => ({
      key: `${variant.id}-${copy}`,
      name: style.name,
      ...variant,
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
        <Text>Choose styles in the catalogue to print their labels.</Text>
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
