import type { StaffMember } from '@shop/contracts';
import { ShopTime, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { ResponsiveTable, StatusBadge, type ResponsiveColumn } from '@shop/ui/data';

export type StaffAction = 'deactivate' | 'reactivate' | 'reset-password' | 'set-pin';

export const fullName = (member: StaffMember) => `${member.first_name} ${member.last_name}`;

function actionsFor(member: StaffMember, isSelf: boolean): [StaffAction, string][] {
  const status: [StaffAction, string][] = member.active
    ? [['deactivate', 'Deactivate']]
    : [['reactivate', 'Reactivate']];
  return [
    ['reset-password', 'Reset password'],
    ['set-pin', 'Set PIN'],
    // One's own account is not deactivated from here: that would lock the admin out.
    ...(isSelf ? [] : status),
  ];
}

function columns(
  selfId: number | undefined,
  onAction: (action: StaffAction, member: StaffMember) => void,
): ResponsiveColumn<StaffMember>[] {
  return [
    {
      key: 'name',
      title: 'Name',
      heading: true,
      render: (member) => (
        <>
          {fullName(member)} <Text muted>({member.username})</Text>
        </>
      ),
    },
    { key: 'email', title: 'Email', render: (member) => member.email },
    {
      key: 'role',
      title: 'Role',
      render: (member) => (member.role === 'admin' ? 'Admin' : 'Staff'),
    },
    {
      key: 'status',
      title: 'Status',
      render: (member) => (
        <>
          <StatusBadge status={member.active ? 'active' : 'deactivated'} />
          {member.must_change_password && <Text muted>Temporary password</Text>}
        </>
      ),
    },
    { key: 'pin', title: 'PIN', render: (member) => (member.has_pin ? 'Set' : 'Not set') },
    {
      key: 'last_sign_in_at',
      title: 'Last sign-in',
      render: (member) =>
        member.last_sign_in_at ? (
          <ShopTime at={member.last_sign_in_at} format="dateTime" />
        ) : (
          'Never'
        ),
    },
    {
      key: 'actions',
      title: 'Actions',
      action: true,
      render: (member) => (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs }}>
          {actionsFor(member, member.id === selfId).map(([action, text]) => (
            <Button
              key={action}
              size="small"
              danger={action === 'deactivate'}
              // The visible words first in the name (WCAG 2.5.3); the person tells rows apart.
              aria-label={`${text} ${fullName(member)}`}
              onClick={() => onAction(action, member)}
            >
              {text}
            </Button>
          ))}
        </div>
      ),
    },
  ];
}

/** The staff accounts, a row each: who, their role and status, their PIN and last sign-in. */
export function StaffTable({
  staff,
  selfId,
  loading,
  onAction,
}: {
  staff: readonly StaffMember[];
  selfId: number | undefined;
  loading: boolean;
  onAction: (action: StaffAction, member: StaffMember) => void;
}) {
  return (
    <ResponsiveTable
      label="Staff accounts"
      columns={columns(selfId, onAction)}
      rows={staff}
      rowKey={(member) => member.id}
      empty="No staff accounts"
      loading={loading}
    />
  );
}
