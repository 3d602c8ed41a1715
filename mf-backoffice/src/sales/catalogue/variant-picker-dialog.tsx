import { useEffect } from 'react';
import type { PublicVariant, StyleCard } from '@shop/contracts';
import { useAppDispatch } from '@shop/shop-state';
import { LoadError, PageLoading, Text } from '@shop/ui';
import { Modal } from '@shop/ui/forms';
import type { DialogControls } from '../../use-dialog';
import { tillProductsRefreshed, type TillProduct } from '../till.slice';
import { useGetTillStyleQuery } from './till-styles.api';
import { tillProductOf } from './till-variant';
import { VariantGrid } from './variant-grid';

/** The keyboard starts on the first cell that can be chosen. */
function focusFirstCell(opened: boolean) {
  if (opened) document.querySelector<HTMLButtonElement>('.pos-picker-cell:not(:disabled)')?.focus();
}

/**
 * A tile's size-by-colour picker (docs/product/point-of-sale.md): the style's variants on sale with
 * today's stock (`GET /styles/{id}`); choosing a cell adds that variant and closes it,
 * Escape closes it without adding.
 */
export function VariantPickerDialog({
  style,
  onChoose,
  open,
  onClose,
  afterClose,
}: DialogControls & {
  style: StyleCard;
  onChoose: (product: TillProduct) => void;
}) {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useGetTillStyleQuery(style.id, {
    refetchOnMountOrArgChange: true,
  });
  const variants = data?.variants ?? [];

  // The lines already rung up of this style take today's stock and prices too.
  useEffect(() => {
    if (data) dispatch(tillProductsRefreshed(data.variants.map((v) => tillProductOf(data, v))));
  }, [data, dispatch]);

  function choose(variant: PublicVariant) {
    onChoose(tillProductOf(style, variant));
    onClose();
  }

  return (
    <Modal
      open={open}
      title={`${style.name} · ${style.brand}`}
      onCancel={onClose}
      afterOpenChange={focusFirstCell}
      afterClose={afterClose}
      focusable={{ focusTriggerAfterClose: false }}
      footer={null}
      width="auto"
    >
      {isLoading && <PageLoading label="Loading sizes and colours" />}
      {isError && (
        <LoadError
          message="The sizes and colours could not be loaded."
          onRetry={() => void refetch()}
        />
      )}
      {data && variants.length === 0 && (
        <Text muted>No size or colour of this style is on sale.</Text>
      )}
      {data && variants.length > 0 && (
        <VariantGrid styleName={style.name} variants={variants} onChoose={choose} />
      )}
    </Modal>
  );
}
