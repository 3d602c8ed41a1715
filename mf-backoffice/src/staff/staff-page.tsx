import { useState } from 'react';
import type { StaffMember } from '@shop/contracts';
import { selectUser, useAppSelector, useSignedOut } from '@shop/shop-state';
import { ButtonLink, LoadError, PageFrame, PageLoading, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert } from '@shop/ui/forms';
import { NeedsPermission } from '../needs-permission';
import { useDialog } from '../use-dialog';
import { AccountStatusDialog } from './account-status-dialog';
import { CreateStaffDialog } from './create-staff-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { SetPinDialog } from './set-pin-dialog';
import { StaffTable, type StaffAction } from './staff-table';
import { useGetStaffQuery } from './staff.api';

type StaffDialog = { kind: 'create' } | { kind: StaffAction; member: StaffMember };

/**
 * `/staff` (docs/product/staff.md#staff-accounts): the staff accounts with their status, New staff
 * account, and on each row Reset password, Set PIN and Deactivate or Reactivate.
 */
export function StaffPage() {
  return (
    <NeedsPermission permission="manage_staff_and_settings" title="Staff">
      <StaffAccounts />
    </NeedsPermission>
  );
}

function StaffAccounts() {
  const { data, isFetching, isError, refetch } = useGetStaffQuery(undefined, {
    skip: useSignedOut(),
  });
  const selfId = useAppSelector(selectUser)?.id;
  const { dialog, show, controls } = useDialog<StaffDialog>();
  const [notice, setNotice] = useState('');
  const subject = dialog?.subject;

  return (
    <PageFrame
      title="Staff"
      extra={
        <div style={{ display: 'flex', gap: tokens.space.xs }}>
          <ButtonLink href="/staff/roles">Roles and permissions</ButtonLink>
          <Button type="primary" onClick={() => show({ kind: 'create' })}>
            New staff account
          </Button>
        </div>
      }
    >
      {notice && (
        <div role="status" style={{ marginBottom: tokens.space.lg }}>
          <Alert type="info" showIcon title={notice} closable={{ onClose: () => setNotice('') }} />
        </div>
      )}
      {!data && isFetching && <PageLoading label="Loading staff" />}
      {isError && !isFetching && (
        <LoadError
          message="The staff accounts could not be loaded."
          onRetry={() => void refetch()}
        />
      )}
      {data && !isError && (
        <StaffTable
          staff={data}
          selfId={selfId}
          loading={isFetching}
          onAction={(kind, member) => show({ kind, member })}
        />
      )}
      {dialog && subject?.kind === 'create' && (
        <CreateStaffDialog key={dialog.key} onCreated={setNotice} {...controls} />
      )}
      {dialog && (subject?.kind === 'deactivate' || subject?.kind === 'reactivate') && (
        <AccountStatusDialog key={dialog.key} member={subject.member} {...controls} />
      )}
      {dialog && subject?.kind === 'reset-password' && (
        <ResetPasswordDialog key={dialog.key} member={subject.member} {...controls} />
      )}
      {dialog && subject?.kind === 'set-pin' && (
        <SetPinDialog key={dialog.key} member={subject.member} {...controls} />
      )}
    </PageFrame>
  );
}
