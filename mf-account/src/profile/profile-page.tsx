import { selectUser, useAppSelector, useHasRole } from '@shop/shop-state';
import { PageFrame, PageLoading, Panel, tokens } from '@shop/ui';
import { Tabs } from '@shop/ui/forms';
import { AddressesSection } from './addresses-section';
import { ChangePasswordForm } from './change-password-form';
import { OwnPinForm } from './own-pin-form';
import { ProfileDetailsForm } from './profile-details-form';
import { StatusBanner } from './status-banner';
import { useStatusBanner } from './use-status-banner';

/**
 * `/profile` (docs/product/account.md#profile): Profile Information, Addresses and Security tabs
 * under one status banner; staff and admin also set their own till PIN under Security.
 */
export function ProfilePage() {
  const user = useAppSelector(selectUser);
  const { banner, show } = useStatusBanner();
  const isStaff = useHasRole('staff');
  // The shell only mounts this for a signed-in user; the user may still be on its way.
  if (!user) return <PageLoading label="Loading your profile" />;

  return (
    <PageFrame title="Profile">
      <StatusBanner banner={banner} />
      <Panel
        style={{
          padding: `${tokens.space.xs}px ${tokens.space.xl}px ${tokens.space.xl}px`,
          height: 'auto',
        }}
      >
        <Tabs
          defaultActiveKey="profile"
          items={[
            {
              key: 'profile',
              label: 'Profile Information',
              children: <ProfileDetailsForm key={user.id} user={user} onOutcome={show} />,
            },
            {
              key: 'addresses',
              label: 'Addresses',
              children: <AddressesSection onOutcome={show} />,
            },
            {
              key: 'security',
              label: 'Security',
              children: (
                <>
                  <ChangePasswordForm onOutcome={show} />
                  {isStaff && <OwnPinForm onOutcome={show} />}
                </>
              ),
            },
          ]}
        />
      </Panel>
    </PageFrame>
  );
}
