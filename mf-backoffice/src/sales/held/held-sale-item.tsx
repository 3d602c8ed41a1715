import type { HeldSale } from '@shop/contracts';
import { Price, ShopTime, Text } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { customerName } from '../customers/customer-name';

const discountCount = (held: HeldSale) => held.line_discounts.length + (held.sale_discount ? 1 : 0);

/**
 * One held sale in the list: its note, where and by whom it was held and when, its customer, its
 * items and total at today's prices (before discounts), the discounts it keeps, and Resume and Discard (Discard asks once more).
 */
export function HeldSaleItem({
  held,
  canResume,
  busy,
  confirming,
  onResume,
  onDiscard,
  onConfirmDiscard,
  onKeep,
}: {
  held: HeldSale;
  canResume: boolean;
  busy: boolean;
  confirming: boolean;
  onResume: () => void;
  onDiscard: () => void;
  onConfirmDiscard: () => void;
  onKeep: () => void;
}) {
  const headingId = `held-sale-${held.id}`;
  return (
    <li className="pos-held" aria-labelledby={headingId}>
      <h3 id={headingId} className="pos-held-note">
        {held.note}
      </h3>
      <Text muted>
        {held.register.name} · held by {held.held_by.name} ·{' '}
        <ShopTime at={held.held_at} format="dateTime" />
      </Text>
      <div>
        {held.customer ? `Customer: ${customerName(held.customer)} · ` : ''}
        {held.item_count} {held.item_count === 1 ? 'item' : 'items'} · <Price value={held.total} />
      </div>
      {discountCount(held) > 0 && (
        <Text muted>
          {discountCount(held) === 1 ? '1 discount kept' : `${discountCount(held)} discounts kept`}:
          priced again when the sale is completed
        </Text>
      )}
      <Text muted>
        Expires <ShopTime at={held.expires_at} format="dateTime" />
      </Text>
      <div className="pos-held-actions">
        {confirming ? (
          <>
            <span>Discard this held sale?</span>
            <Button danger onClick={onConfirmDiscard} loading={busy}>
              Discard for Good
            </Button>
            <Button onClick={onKeep} disabled={busy}>
              Keep It
            </Button>
          </>
        ) : (
          <>
            <Button
              type="primary"
              onClick={onResume}
              disabled={!canResume || busy}
              aria-label={`Resume ${held.note}`}
            >
              Resume
            </Button>
            <Button onClick={onDiscard} disabled={busy} aria-label={`Discard ${held.note}`}>
              Discard
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
