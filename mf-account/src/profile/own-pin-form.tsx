import { ownPinFormSchema, toOwnPinRequest, type OwnPinFormValues } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { PasswordField, useZodForm } from '@shop/ui/forms';
import { useSetOwnPinMutation } from './own-pin.api';

const EMPTY: OwnPinFormValues = { currentPassword: '', pin: '', confirmPin: '' };

/** The banner's words when the PIN is saved: a success, as the banner reads "successfully". */
export const PIN_SAVED_BANNER = 'Your till PIN was saved successfully';

/**
 * The Security tab's Till PIN, for staff and admin (docs/product/staff.md#pins): the PIN they type
 * to approve an action on the spot, set or changed with their current password, by the Staff
 * screen's rule (4 to 8 digits); the outcome goes to the page's banner.
 */
export function OwnPinForm({ onOutcome }: { onOutcome: (text: string) => void }) {
  const form = useZodForm(ownPinFormSchema, EMPTY);
  const [setOwnPin, { isLoading }] = useSetOwnPinMutation();

  return (
    <form
      noValidate
      aria-labelledby="own-pin-title"
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await setOwnPin(toOwnPinRequest(values)).unwrap();
          form.reset();
          onOutcome(PIN_SAVED_BANNER);
        } catch (error) {
          onOutcome(apiErrorMessage(error, 'The PIN could not be saved'));
        }
      })}
      style={{ maxWidth: 480, marginTop: tokens.space.xl }}
    >
      <h2
        id="own-pin-title"
        style={{ fontSize: tokens.fontSize.lg, margin: `0 0 ${tokens.space.xs}px` }}
      >
        Till PIN
      </h2>
      <Text muted style={{ display: 'block', marginBottom: tokens.space.md }}>
        The PIN you type to approve an action at the till or in the back office. A new PIN replaces
        the old one.
      </Text>
      <PasswordField
        {...form.field('currentPassword')}
        label="Current Password"
        autoComplete="current-password"
      />
      <PasswordField
        {...form.field('pin')}
        label="New PIN"
        hint="4 to 8 digits"
        autoComplete="off"
      />
      <PasswordField {...form.field('confirmPin')} label="Confirm New PIN" autoComplete="off" />
      <Button type="primary" htmlType="submit" disabled={isLoading}>
        {isLoading ? 'Saving PIN...' : 'Save PIN'}
      </Button>
    </form>
  );
}
