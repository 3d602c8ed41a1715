import { useState } from 'react';
import { useSearchParams } from '@shop/ui/routing';
import { isLabelLayoutName, type LabelLayoutName } from './label-layouts';

/** The variants (`?ids=11,13`, as the style editor links) and the layout (`&layout=a4`) live in the URL; quantities on screen. */
export function useLabelChoice() {
  const [params, setParams] = useSearchParams();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const wanted = params.get('layout');
  const layout: LabelLayoutName = isLabelLayoutName(wanted) ? wanted : 'letter';
  const [quantities, setQuantities] = useState<Record<number, number>>({});

  function chooseLayout(name: LabelLayoutName) {
    const next = new URLSearchParams(params);
    next.set('layout', name);
    setParams(next, { replace: true });
  }

  return {
    ids: [...new Set(ids)],
    layout,
    chooseLayout,
    /** One label per variant unless told otherwise. */
    quantityOf: (variantId: number) => quantities[variantId] ?? 1,
    setQuantity: (variantId: number, quantity: number) =>
      setQuantities((current) => ({ ...current, [variantId]: quantity })),
  };
}
