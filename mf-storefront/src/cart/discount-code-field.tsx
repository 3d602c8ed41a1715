import { useId, useState, type FormEvent } from 'react';
import {
  selectDiscountCode,
  setDiscountCode,
  useAppDispatch,
  useAppSelector,
} from '@shop/shop-state';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Input } from '@shop/ui/forms';
import { useCartQuote } from './use-cart-quote';

/**
 * The cart's "Discount code" field (docs/product/discount-codes.md#in-the-cart): Apply keeps the
 * code with the cart (it survives a reload) and the quote prices it; a refused code's reason shows
 * under the field, an accepted one can be removed.
 */
export function DiscountCodeField() {
  const dispatch = useAppDispatch();
  const { refusal } = useCartQuote();
  const applied = useAppSelector(selectDiscountCode);
  const [typed, setTyped] = useState(applied ?? '');
  const id = useId();
  const reasonId = `${id}-reason`;

  function apply(event: FormEvent) {
    event.preventDefault();
    dispatch(setDiscountCode(typed));
  }

  return (
    <form onSubmit={apply} style={{ margin: `0 0 ${tokens.space.md}px` }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: tokens.space.xs }}>
        Discount code
      </label>
      <div style={{ display: 'flex', gap: tokens.space.xs }}>
        <Input
          id={id}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? reasonId : undefined}
          autoComplete="off"
        />
        <Button htmlType="submit" disabled={!typed.trim()}>
          Apply
        </Button>
        {applied && (
          <Button
            onClick={() => {
              setTyped('');
              dispatch(setDiscountCode(null));
            }}
          >
            Remove
          </Button>
        )}
      </div>
      {refusal && (
        <p
          id={reasonId}
          role="alert"
          style={{ color: tokens.color.danger, margin: `${tokens.space.xs}px 0 0` }}
        >
          {refusal}
        </p>
      )}
    </form>
  );
}
