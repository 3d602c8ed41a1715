import { useState } from 'react';
import { COLORS, SIZES, type Color, type Size, type StaffStyle } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Checkbox } from '@shop/ui/forms';
import { useAddVariantsMutation } from './catalogue.api';

/**
 * Add sizes or colours to a style (`POST /catalogue/styles/{id}/variants`): the server makes
 * every missing pair, priced like the style's first variant.
 */
export function AddVariantsForm({ style }: { style: StaffStyle }) {
  const newSizes = SIZES.filter((size) => !style.variants.some((each) => each.size === size));
  const newColors = COLORS.filter((color) => !style.variants.some((each) => each.color === color));
  const [sizes, setSizes] = useState<Size[]>([]);
  const [colors, setColors] = useState<Color[]>([]);
  const [failure, setFailure] = useState('');
  const [add, { isLoading }] = useAddVariantsMutation();

  async function save() {
    setFailure('');
    try {
      await add({ styleId: style.id, sizes, colors }).unwrap();
      showToast(`Added ${[...sizes, ...colors].join(', ')}`);
      setSizes([]);
      setColors([]);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Adding the variants failed. Please try again.'));
    }
  }

  const box = <T extends string>(item: T, picked: T[], set: (next: T[]) => void) => (
    <Checkbox
      key={item}
      checked={picked.includes(item)}
      onChange={() =>
        set(picked.includes(item) ? picked.filter((i) => i !== item) : [...picked, item])
      }
    >
      {item}
    </Checkbox>
  );
  return (
    <form
      aria-label="Add sizes or colours"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      style={{ margin: `${tokens.space.md}px 0` }}
    >
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600 }}>Add sizes</legend>
        {newSizes.map((size) => box(size, sizes, setSizes))}
      </fieldset>
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600 }}>Add colours</legend>
        {newColors.map((color) => box(color, colors, setColors))}
      </fieldset>
      <Button htmlType="submit" disabled={sizes.length + colors.length === 0} loading={isLoading}>
        Add variants
      </Button>
      {failure && <Alert type="error" showIcon title={failure} />}
    </form>
  );
}
