import { tokens } from '@shop/ui';
import { TextField } from '@shop/ui/forms';
import type { CardErrors, CardFields } from './card-payment';

/**
 * The test provider's card form (docs/product/cart-and-checkout.md#paying-by-card): nothing is
 * charged, and the legend says so, so nobody types a real card thinking it is taken.
 */
export function CardForm({
  card,
  errors,
  disabled,
  onChange,
}: {
  card: CardFields;
  errors: CardErrors;
  disabled: boolean;
  onChange: (card: CardFields) => void;
}) {
  const set = (field: keyof CardFields) => (value: string) => onChange({ ...card, [field]: value });
  return (
    <fieldset
      disabled={disabled}
      style={{
        border: `1px solid ${tokens.color.line}`,
        borderRadius: tokens.radius.md,
        padding: tokens.space.md,
        margin: `0 0 ${tokens.space.md}px`,
      }}
    >
      <legend style={{ padding: `0 ${tokens.space.xs}px`, fontWeight: 600 }}>
        Test payments: no money moves
      </legend>
      <p style={{ margin: `0 0 ${tokens.space.sm}px`, color: tokens.color.muted }}>
        Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 for a declined card.
      </p>
      <TextField
        id="card-number"
        name="card_number"
        label="Card number"
        value={card.card_number}
        onChange={set('card_number')}
        error={errors.card_number}
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
      />
      <div style={{ display: 'flex', gap: tokens.space.md }}>
        <TextField
          id="card-expiry"
          name="expiry"
          label="Expiry (MM/YY)"
          value={card.expiry}
          onChange={set('expiry')}
          error={errors.expiry}
          autoComplete="cc-exp"
          placeholder="12/34"
        />
        <TextField
          id="card-cvc"
          name="cvc"
          label="CVC"
          value={card.cvc}
          onChange={set('cvc')}
          error={errors.cvc}
          autoComplete="cc-csc"
          placeholder="123"
        />
      </div>
    </fieldset>
  );
}
