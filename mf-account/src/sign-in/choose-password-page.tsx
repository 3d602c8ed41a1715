import { useEffect } from 'react';
import { selectMustChangePassword, useAppSelector } from '@shop/shop-state';
import { PageFrame, Text, tokens } from '@shop/ui';
import { ChangePasswordForm } from '../profile/change-password-form';
import { StatusBanner } from '../profile/status-banner';
import { useStatusBanner } from '../profile/use-status-banner';
import { useGoAfterSignIn } from './use-go-after-sign-in';

/**
 * `/choose-password` (docs/product/staff.md#a-temporary-password): an account given a temporary
 * password changes it here before anything else; the shell sends every other page here until
 * then. Once changed, the user goes on to the page they were going to.
 */
export function ChoosePasswordPage() {
  const mustChange = useAppSelector(selectMustChangePassword);
  const goOn = useGoAfterSignIn();
  const { banner, show } = useStatusBanner();

  useEffect(() => {
    if (!mustChange) goOn();
  }, [mustChange, goOn]);

  return (
    <PageFrame title="Choose a new password">
      <Text style={{ marginBottom: tokens.space.lg }}>
        Your password is temporary. Type it as the current password, then choose your own to go on.
      </Text>
      <StatusBanner banner={banner} />
      <ChangePasswordForm onOutcome={show} />
    </PageFrame>
  );
}
