import { TitledCard } from '@shop/ui/data';
import { Col, Row } from '@shop/ui/controls';
import { SettingSwitch, SettingText, type FieldOf } from './settings-fields';

/** The Settings screen's sections (docs/product/settings.md), one card each. */

export function ShopDetailsSection({ field }: { field: FieldOf }) {
  return (
    <TitledCard title="Shop details">
      <SettingText field={field('name')} label="Shop name" />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <SettingText field={field('address_line1')} label="Address line 1" />
        </Col>
        <Col xs={24} sm={12}>
          <SettingText field={field('address_line2')} label="Address line 2" hint="Optional" />
        </Col>
        <Col xs={24} sm={8}>
          <SettingText field={field('city')} label="City" />
        </Col>
        <Col xs={12} sm={8}>
          <SettingText field={field('state')} label="State" />
        </Col>
        <Col xs={12} sm={8}>
          <SettingText field={field('postal_code')} label="ZIP code" />
        </Col>
        <Col xs={24} sm={8}>
          <SettingText field={field('country')} label="Country" />
        </Col>
        <Col xs={24} sm={8}>
          <SettingText field={field('phone')} label="Phone" type="tel" />
        </Col>
        <Col xs={24} sm={8}>
          <SettingText field={field('email')} label="Email" type="email" />
        </Col>
      </Row>
    </TitledCard>
  );
}

export function ReceiptsSection({ field }: { field: FieldOf }) {
  return (
    <TitledCard title="Receipts">
      <SettingText field={field('receipt_header')} label="Receipt header" />
      <SettingText field={field('receipt_footer')} label="Receipt footer" />
    </TitledCard>
  );
}

export function ReturnsSection({ field }: { field: FieldOf }) {
  return (
    <TitledCard title="Returns">
      <SettingText field={field('returns_policy')} label="Returns policy" />
      <SettingText field={field('returns_window_days')} label="Returns window (days)" />
    </TitledCard>
  );
}

export function StockDefaultsSection({ field }: { field: FieldOf }) {
  return (
    <TitledCard title="Stock defaults">
      <SettingText
        field={field('stock_minimum_default')}
        label="Default minimum stock level"
        hint="For a new product or inventory record made without its own levels"
      />
      <SettingText field={field('stock_maximum_default')} label="Default maximum stock level" />
    </TitledCard>
  );
}

export function ShippingSection({ field }: { field: FieldOf }) {
  return (
    <TitledCard title="Shipping">
      <SettingText
        field={field('shipping_flat_fee')}
        label="Flat shipping fee ($)"
        hint="0 ships every web order free; the till never charges shipping"
      />
      <SettingText
        field={field('shipping_free_over')}
        label="Free shipping from ($)"
        hint="Optional: web orders with at least this subtotal ship free"
      />
      <SettingText
        field={field('card_hold_minutes')}
        label="Card payment hold (minutes)"
        hint="An unpaid card order gives its items back after this long"
      />
    </TitledCard>
  );
}

export function StorefrontSection({ field }: { field: FieldOf }) {
  return (
    <TitledCard title="Storefront">
      <SettingSwitch field={field('show_sample_rating')} label="Show the sample rating" />
      <SettingSwitch field={field('show_list_price')} label='Show the list price and "Save 20%"' />
    </TitledCard>
  );
}
