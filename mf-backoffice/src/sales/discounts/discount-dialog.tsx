import { useId, useState, type FormEvent } from 'react';
import { DISCOUNT_REASON_LABELS, DISCOUNT_REASONS, type DiscountKind } from '@shop/contracts';
import { selectUser, useAppDispatch, useAppSelector, useCan } from '@shop/shop-state';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Radio, TextField } from '@shop/ui/forms';
import { FormDialog } from '../../form-dialog';
import type { DialogControls } from '../../use-dialog';
import type { TillLine } from '../till.slice';
import { draftOf, readDiscount, type DiscountDraft, type DiscountErrors } from './discount-form';
import {
  lineDiscountSet,
  saleDiscountSet,
  selectLineDiscounts,
  selectSaleDiscount,
} from './till-discounts.slice';

/** What a discount is given on: one line of the cart, or the whole sale. */
export type DiscountTarget = { line: TillLine } | 'sale';

/**
 * "Discount" (docs/product/point-of-sale.md#discounts): a percentage or an amount off a line or the
 * whole sale, with a reason ("Other" needs a note). The server prices it; beyond the cashier's
 * limit the sale asks for a manager's approval when it is completed.
 */
export function DiscountDialog({
  target,
  ...controls
}: DialogControls & { target: DiscountTarget }) {
  const formId = useId();
  const dispatch = useAppDispatch();
  const lineDiscounts = useAppSelector(selectLineDiscounts);
  const saleDiscount = useAppSelector(selectSaleDiscount);
  const given = target === 'sale' ? saleDiscount : lineDiscounts[String(target.line.id)];
  const [draft, setDraft] = useState<DiscountDraft>(() => draftOf(given));
  const [errors, setErrors] = useState<DiscountErrors>({});
  const user = useAppSelector(selectUser);
  const mayGive = useCan('give_discounts');
  const limit = user?.discount_limit_percent ?? 0;
  const change = (fields: Partial<DiscountDraft>) => setDraft({ ...draft, ...fields });

  function save(discount: Parameters<typeof saleDiscountSet>[0]) {
    if (target === 'sale') dispatch(saleDiscountSet(discount));
    else dispatch(lineDiscountSet({ productId: target.line.id, discount }));
    controls.onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readDiscount(draft);
    if ('errors' in read) {
      setErrors(read.errors);
      const first = (['value', 'reason', 'note'] as const).find((field) => read.errors[field]);
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setErrors({});
    save(read.discount);
  }

  return (
    <FormDialog
      {...controls}
      title={target === 'sale' ? 'Discount on the sale' : `Discount on ${target.line.name}`}
      formId={formId}
      focusId={`${formId}-value`}
      submitLabel="Apply Discount"
      busy={false}
      onSubmit={submit}
    >
      <Radio.Group
        id={`${formId}-kind`}
        aria-label="Percentage or amount"
        value={draft.kind}
        onChange={(event) => change({ kind: event.target.value as DiscountKind })}
        options={[
          { value: 'percent', label: 'Percentage' },
          { value: 'amount', label: 'Amount' },
        ]}
        style={{ marginBottom: tokens.space.md }}
      />
      <TextField
        id={`${formId}-value`}
        name="value"
        label={draft.kind === 'percent' ? 'Percentage off' : 'Amount off (dollars)'}
        value={draft.value}
        onChange={(value) => change({ value })}
        placeholder={draft.kind === 'percent' ? 'e.g. 10' : 'e.g. 5.00'}
        autoComplete="off"
        error={errors.value}
      />
      <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${tokens.space.md}px` }}>
        <legend style={{ fontWeight: 600, marginBottom: tokens.space.xxs }}>Reason</legend>
        <Radio.Group
          id={`${formId}-reason`}
          value={draft.reason || undefined}
          onChange={(event) => change({ reason: event.target.value as DiscountDraft['reason'] })}
          options={DISCOUNT_REASONS.map((reason) => ({
            value: reason,
            label: DISCOUNT_REASON_LABELS[reason],
          }))}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${formId}-reason-error` : undefined}
        />
        {errors.reason && (
          <div id={`${formId}-reason-error`} role="alert" style={{ color: tokens.color.danger }}>
            {errors.reason}
          </div>
        )}
      </fieldset>
      <TextField
        id={`${formId}-note`}
        name="note"
        label="Note"
        hint={draft.reason === 'other' ? 'Say why' : 'Optional'}
        value={draft.note}
        onChange={(note) => change({ note })}
        autoComplete="off"
        error={errors.note}
      />
      <Alert
        type="info"
        showIcon
        title={
          mayGive
            ? `You may give up to ${limit} % alone; beyond it a manager approves the sale when it is completed.`
            : 'A manager approves your discounts when the sale is completed.'
        }
      />
      {given && (
        <Button danger onClick={() => save(null)} style={{ marginTop: tokens.space.sm }}>
          Remove Discount
        </Button>
      )}
    </FormDialog>
  );
}
