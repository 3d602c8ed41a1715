import {
  changePasswordSchema,
  toChangePasswordRequest,
  type ChangePasswordFormValues,
} from '@shop/contracts';
import { apiErrorMessage, useChangePasswordMutation } from '@shop/shop-state';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { PasswordField, useZodForm } from '@shop/ui/forms';

const EMPTY: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * The Security tab: Change Password (docs/product/account.md#profile); the outcome goes to the
 * page's banner.
 */
export function ChangePasswordForm({ onOutcome }: { onOutcome: (text: string) => void }) {
  const form = useZodForm(changePasswordSchema, EMPTY);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  return (
    <form
      noValidate
      aria-labelledby="change-password-title"
      onSubmit={form.handleSubmit(async (values) => {
        try {
          const { message } = await changePassword(toChangePasswordRequest(values)).unwrap();
          form.reset();
          onOutcome(message);
        } catch (error) {
          onOutcome(apiErrorMessage(error, 'Password change failed'));
        }
      })}
      style={{ maxWidth: 480 }}
    >
      <h2
        id="change-password-title"
        style={{ fontSize: tokens.fontSize.lg, margin: `0 0 ${tokens.space.md}px` }}
      >
        Change Password
      </h2>
      <PasswordField
        {...form.field('currentPassword')}
        label="Current Password"
        autoComplete="current-password"
      />
      <PasswordField
        {...form.field('newPassword')}
        label="New Password"
        autoComplete="new-password"
      />
      <PasswordField
        {...form.field('confirmPassword')}
        label="Confirm New Password"
        autoComplete="new-password"
      />
      <Button type="primary" htmlType="submit" disabled={isLoading}>
        {isLoading ? 'Changing password...' : 'Change Password'}
      </Button>
    </form>
  );
}
