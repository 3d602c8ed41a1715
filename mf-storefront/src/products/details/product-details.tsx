import type { ProductDetail } from '@shop/contracts';
import { useReturnsWindowDays, useShippingRule } from '@shop/shop-state';
import { Text, pageColumnStyle, tokens } from '@shop/ui';
import { Col, Row } from '@shop/ui/controls';
import { FixedRating } from '../fixed-rating';
import { ProductImage } from '../product-image';
import { shippingNote } from '../../shipping-note';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductOptions } from './product-options';
import { ProductPrice } from './product-price';
import { ProductPurchase } from './product-purchase';
import { ProductSpecifications } from './product-specifications';

const REVIEW_COUNT = 128;

/**
 * Text-only promises of docs/product/roles-and-rules.md#business-constants-and-limits; the features
 * are the shop's general ones.
 */
const FEATURES = [
  'Built for training and everyday wear',
  'Breathable, comfortable materials',
  'Quality-checked before it ships',
];

/**
 * `switching`: another variant of the style is loading (its URL is already open); this one
 * stays on screen so the chosen option keeps focus, but cannot be bought meanwhile.
 */
export function ProductDetails({
  product,
  switching = false,
}: {
  product: ProductDetail;
  switching?: boolean;
}) {
  // Shipping and returns as the store settings say (docs/product/settings.md).
  const notes = [
    shippingNote(useShippingRule()),
    `${useReturnsWindowDays()}-day returns`,
    '2-year warranty',
  ];
  return (
    <article style={pageColumnStyle} aria-busy={switching}>
      <ProductBreadcrumb category={product.category?.name} name={product.name} />
      <Row gutter={[40, 24]}>
        <Col xs={24} md={12}>
          <div style={{ borderRadius: tokens.radius.card, overflow: 'hidden' }}>
            <ProductImage product={product} loading="eager" />
          </div>
        </Col>
        <Col xs={24} md={12}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: tokens.space.sm }}>
            <Text
              as="span"
              muted
              style={{ textTransform: 'uppercase', letterSpacing: 1, fontSize: tokens.fontSize.xs }}
            >
              {product.category?.name}
            </Text>
            <FixedRating reviews={REVIEW_COUNT} />
          </div>
          <h1 style={{ fontSize: tokens.fontSize.xxl, margin: '8px 0 4px' }}>{product.name}</h1>
          <Text muted style={{ margin: 0 }}>
            {product.brand}
          </Text>
          <ProductPrice sellingPrice={product.selling_price} />
          <Text>{(product.description ?? '').trim() || 'No description available.'}</Text>
          <ProductOptions product={product} />
          <ProductPurchase product={product} disabled={switching} />
          <h2 style={{ fontSize: 18, marginBottom: tokens.space.xs }}>Features</h2>
          <ul style={{ paddingLeft: 20, margin: `0 0 ${tokens.space.md}px`, lineHeight: 1.8 }}>
            {FEATURES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <ul aria-label="Shipping, returns and warranty" className="sf-notes">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Col>
      </Row>
      <ProductSpecifications product={product} />
    </article>
  );
}
