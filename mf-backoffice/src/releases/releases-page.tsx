import { useState } from 'react';
import { apiErrorMessage, useSignedOut } from '@shop/shop-state';
import { LoadError, PageFrame, PageLoading, showToast, Text } from '@shop/ui';
import { Alert, Modal } from '@shop/ui/forms';
import type { ReleaseAction } from './release-version-list';
import { RemoteReleasesCard } from './remote-releases-card';
import {
  useGetReleasesQuery,
  usePromoteReleaseMutation,
  useRollBackReleaseMutation,
} from './releases.api';

const CONFIRM_TEXT: Record<ReleaseAction['command'], string> = {
  rollback:
    'Visitors get this version on their next page load; pages already open keep the one they loaded.',
  promote:
    'The release contract is checked again first, in a browser; visitors get this version on' +
    ' their next page load.',
};

/**
 * `/releases` (admin; docs/operations.md#the-releases-screen): each remote's live version, the
 * errors browsers reported since, and a rollback or promote after a confirmation. The API runs the
 * release commands; a refusal says why in their words.
 */
export function ReleasesPage() {
  const query = useGetReleasesQuery(undefined, {
    skip: useSignedOut(),
    refetchOnMountOrArgChange: true,
  });
  const { data, isFetching, isError, refetch } = query;
  const [rollBack, rolling] = useRollBackReleaseMutation();
  const [promote, promoting] = usePromoteReleaseMutation();
  const [confirming, setConfirming] = useState<ReleaseAction | null>(null);
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState<ReleaseAction | null>(null);
  const busy = rolling.isLoading || promoting.isLoading;

  async function change(action: ReleaseAction) {
    setFailure('');
    setPending(action);
    try {
      const run = action.command === 'rollback' ? rollBack : promote;
      const done = await run({ remote: action.remote, version: action.version }).unwrap();
      showToast(done.message);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'The change failed. Please try again.'));
    }
    setPending(null);
    void refetch();
  }

  return (
    <PageFrame title="Releases">
      <Text muted>
        Each remote&apos;s live version and the errors browsers reported since it went live.
        {data?.automatic_rollback.enabled &&
          ` A new version with ${data.automatic_rollback.errors} errors in its first` +
            ` ${data.automatic_rollback.minutes} minutes is rolled back automatically.`}
      </Text>
      {pending && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title={
            pending.command === 'promote'
              ? `Promoting ${pending.remote} ${pending.version}: checking the release contract first…`
              : `Rolling ${pending.remote} back to ${pending.version}…`
          }
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 16 }} />}
      {!data && isFetching && <PageLoading label="Loading the releases" />}
      {isError && !isFetching && (
        <LoadError message="The releases could not be loaded." onRetry={() => void refetch()} />
      )}
      {data && !isError && !data.managed_here && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title="Releases are managed by the release commands on this deployment (npm run releases, npm run rollback, npm run promote)."
        />
      )}
      {data && !isError && data.managed_here && data.remotes.length === 0 && (
        <Text muted>No remote has been released yet.</Text>
      )}
      {data &&
        !isError &&
        data.remotes.map((remote) => (
          <RemoteReleasesCard
            key={remote.remote}
            releases={remote}
            busy={busy}
            onAction={setConfirming}
          />
        ))}
      <Modal
        open={confirming !== null}
        title={
          confirming?.command === 'promote'
            ? `Promote ${confirming.remote} ${confirming.version}?`
            : `Roll ${confirming?.remote ?? ''} back to ${confirming?.version ?? ''}?`
        }
        okText={confirming?.command === 'promote' ? 'Promote' : 'Roll back'}
        okButtonProps={{ loading: busy }}
        onCancel={() => setConfirming(null)}
        onOk={() => {
          const action = confirming!;
          setConfirming(null);
          void change(action);
        }}
      >
        {confirming && CONFIRM_TEXT[confirming.command]}
      </Modal>
    </PageFrame>
  );
}
