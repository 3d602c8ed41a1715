import { useState } from 'react';
import { styleCreateSchema, type Color, type Size, type StylePicture } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { PageFrame, showToast, tokens } from '@shop/ui';
import { Button, Col, Row } from '@shop/ui/controls';
import { Alert, TextField, useZodForm } from '@shop/ui/forms';
import { useNavigate } from '@shop/ui/routing';
import { useCreateStyleMutation } from './catalogue.api';
import { PictureList } from './picture-list';
import { StyleFields } from './style-fields';
import { NEW_STYLE_VALUES, styleCreateFormSchema, type NewStyleValues } from './style-form';
import { VariantMatrix } from './variant-matrix';

type Output = ReturnType<typeof styleCreateFormSchema.parse>;

/**
 * `/catalogue/new` (docs/product/catalogue.md#back-office-catalogue): a style with its fields,
 * pictures and variant matrix, created in one call; the editor opens on it.
 */
export function NewStylePage() {
  const form = useZodForm(styleCreateFormSchema, NEW_STYLE_VALUES);
  const [sizes, setSizes] = useState<Size[]>([]);
  const [colors, setColors] = useState<Color[]>([]);
  const [pictures, setPictures] = useState<StylePicture[]>([]);
  const [matrixError, setMatrixError] = useState('');
  const [failure, setFailure] = useState('');
  const [create, { isLoading }] = useCreateStyleMutation();
  const navigate = useNavigate();

  async function save(values: Output) {
    setFailure('');
    const body = styleCreateSchema.safeParse({
      ...values,
      sizes,
      colors,
      pictures: pictures.map(({ key, color }) => ({ key, color })),
    });
    if (!body.success) {
      setMatrixError(body.error.issues[0]?.message ?? 'Pick sizes and colours');
      return;
    }
    setMatrixError('');
    try {
      const created = await create(body.data).unwrap();
      showToast(`Created ${created.name}`);
      void navigate(`/catalogue/${created.id}`);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Creating the style failed. Please try again.'));
    }
  }

  const field = (name: keyof NewStyleValues) => form.field(name);
  return (
    <PageFrame title="New style">
      <form noValidate onSubmit={form.handleSubmit(save)} aria-label="New style">
        <StyleFields field={field} />
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <TextField {...field('selling_price')} label="Price" placeholder="e.g. 49.99" />
          </Col>
          <Col xs={12} md={6}>
            <TextField {...field('cost_price')} label="Cost" placeholder="e.g. 20.00" />
          </Col>
          <Col xs={12} md={6}>
            <TextField
              {...field('minimum_stock_level')}
              label="Minimum stock"
              hint="blank: the shop's default"
            />
          </Col>
          <Col xs={12} md={6}>
            <TextField
              {...field('maximum_stock_level')}
              label="Maximum stock"
              hint="blank: the shop's default"
            />
          </Col>
        </Row>
        <VariantMatrix
          sizes={sizes}
          colors={colors}
          onSizes={setSizes}
          onColors={setColors}
          skuPattern={form.values.sku_pattern}
          styleCode={form.values.style_code}
          price={form.values.selling_price}
          error={matrixError}
        />
        <PictureList pictures={pictures} onChange={setPictures} colors={colors} />
        {failure && <Alert type="error" showIcon title={failure} />}
        <div style={{ marginTop: tokens.space.lg }}>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Create style
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
