import { isNotFound, useCan, useSignedOut } from '@shop/shop-state';
import {
  ButtonLink,
  LoadError,
  PageFrame,
  PageLoading,
  Text,
  tokens,
  usePageTitle,
} from '@shop/ui';
import { useParams } from '@shop/ui/routing';
import { useGetStyleQuery } from './catalogue.api';
import { PriceHistory } from './price-history';
import { StyleDetailsForm } from './style-details-form';
import { StyleStatusActions } from './style-status-actions';
import { VariantsSection } from './variants-section';

/**
 * `/catalogue/{id}` (docs/product/catalogue.md#back-office-catalogue): one style's fields and
 * pictures, its variants, its state and its price history.
 */
export function StyleEditorPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const {
    data: style,
    error,
    isLoading,
    refetch,
  } = useGetStyleQuery(id, {
    skip: useSignedOut() || !valid,
  });
  usePageTitle(style?.name);
  const canEdit = useCan('edit_catalogue');

  if (!valid || isNotFound(error)) {
    return (
      <PageFrame title="Style not found">
        <Text as="p">There is no style with this number.</Text>
        <ButtonLink href="/catalogue">Back to the catalogue</ButtonLink>
      </PageFrame>
    );
  }
  if (isLoading) return <PageLoading label="Loading the style" />;
  if (error || !style) {
    return (
      <PageFrame title="Style">
        <LoadError message="The style could not be loaded." onRetry={() => void refetch()} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={style.name} extra={<StyleStatusActions style={style} />}>
      {!canEdit && (
        <Text as="p" muted>
          Changing the catalogue needs someone allowed to edit it to approve each change with their
          PIN.
        </Text>
      )}
      <div style={{ display: 'grid', gap: tokens.space.xl }}>
        <StyleDetailsForm key={style.updated_at} style={style} />
        <VariantsSection style={style} />
        <PriceHistory changes={style.price_history} />
      </div>
    </PageFrame>
  );
}
