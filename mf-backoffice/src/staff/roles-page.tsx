import { PERMISSIONS } from '@shop/contracts';
import { useSignedOut } from '@shop/shop-state';
import { ButtonLink, LoadError, PageFrame, PageLoading, Text } from '@shop/ui';
import { TitledCard } from '@shop/ui/data';
import { NeedsPermission } from '../needs-permission';
import { RolePermissionsForm } from './role-permissions-form';
import { useGetRolesQuery } from './staff.api';

/**
 * `/staff/roles` (docs/product/staff.md#roles-and-permissions): the staff role's permissions and
 * discount limit, which an admin changes; admin always holds every permission.
 */
export function RolesPage() {
  return (
    <NeedsPermission permission="manage_staff_and_settings" title="Roles and permissions">
      <Roles />
    </NeedsPermission>
  );
}

function Roles() {
  const { data, isFetching, isError, refetch } = useGetRolesQuery(undefined, {
    skip: useSignedOut(),
  });
  const staff = data?.find((role) => role.role === 'staff');
  return (
    <PageFrame
      title="Roles and permissions"
      extra={<ButtonLink href="/staff">Staff accounts</ButtonLink>}
    >
      {!data && isFetching && <PageLoading label="Loading roles" />}
      {isError && !isFetching && (
        <LoadError message="The roles could not be loaded." onRetry={() => void refetch()} />
      )}
      {staff && !isError && (
        <TitledCard title="Staff" titleSize="md">
          {/* Keyed by the saved set: a refreshed answer starts the form again from it. */}
          <RolePermissionsForm key={JSON.stringify(staff)} role={staff} />
        </TitledCard>
      )}
      {data && !isError && (
        <TitledCard title="Admin" titleSize="md">
          <Text>
            Admin holds all {PERMISSIONS.length} permissions and gives any discount; that does not
            change.
          </Text>
        </TitledCard>
      )}
    </PageFrame>
  );
}
