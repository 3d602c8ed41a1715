import { useState } from 'react';
import { COLORS, type StaffStyle, type StylePicture } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, useZodForm } from '@shop/ui/forms';
import { useUpdateStyleMutation } from './catalogue.api';
import { PictureList } from './picture-list';
import { StyleFields } from './style-fields';
import { styleEditFormSchema, styleTextValues } from './style-form';

type Output = ReturnType<typeof styleEditFormSchema.parse>;

/**
 * An existing style's fields and pictures, saved together with one `PATCH` (the picture list
 * replaces the style's). Rendered with a `key` of the style's `updated_at`, so a saved answer
 * starts it afresh.
 */
export function StyleDetailsForm({ style }: { style: StaffStyle }) {
  const form = useZodForm(styleEditFormSchema, styleTextValues(style));
  const [pictures, setPictures] = useState<StylePicture[]>(style.pictures);
  const [failure, setFailure] = useState('');
  const [update, { isLoading }] = useUpdateStyleMutation();
  const colors = COLORS.filter((color) => style.variants.some((each) => each.color === color));

  async function save(values: Output) {
    setFailure('');
    try {
      await update({
        styleId: style.id,
        ...values,
        pictures: pictures.map(({ key, color }) => ({ key, color })),
      }).unwrap();
      showToast(`Saved ${values.name}`);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Saving the style failed. Please try again.'));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} aria-label="Style details">
      <StyleFields field={form.field} />
      <PictureList pictures={pictures} onChange={setPictures} colors={colors} />
      {failure && <Alert type="error" showIcon title={failure} />}
      <div style={{ marginTop: tokens.space.md }}>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save style
        </Button>
      </div>
    </form>
  );
}
