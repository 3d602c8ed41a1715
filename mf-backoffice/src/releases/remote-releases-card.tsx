import type { ReleasedVersion, RemoteReleases } from '@shop/contracts';
import { ShopTime, Text, tokens } from '@shop/ui';
import { TitledCard } from '@shop/ui/data';
import { ReleaseVersionList, type ReleaseAction } from './release-version-list';

const errors = (count: number) => (count === 1 ? '1 error' : `${count} errors`);

/** When and by whom a version went live, and what browsers reported since. */
function liveSince(version: ReleasedVersion) {
  return (
    <>
      {version.went_live_at && (
        <>
          live from <ShopTime at={version.went_live_at} format="dateTime" /> by {version.by} ·{' '}
        </>
      )}
      {errors(version.errors_since)} since
    </>
  );
}

/**
 * One remote on the Releases screen: its live version; the versions live before it, to roll back
 * to; those released after it (taken off by a rollback) and its previews, to try and promote.
 */
export function RemoteReleasesCard({
  releases,
  busy,
  onAction,
}: {
  releases: RemoteReleases;
  busy: boolean;
  onAction: (action: ReleaseAction) => void;
}) {
  const { remote, live, released, previews, automatic_rollback: automatic } = releases;
  // Newest first: what comes before the live one was released after it.
  const liveAt = released.findIndex((version) => version.live);
  const current = released[liveAt];
  const takenOff = liveAt < 0 ? [] : released.slice(0, liveAt);
  const before = released.slice(liveAt + 1);
  const headingStyle = { fontSize: 16, margin: `${tokens.space.md}px 0 0` };
  return (
    <TitledCard title={remote} titleSize="md" style={{ marginTop: tokens.space.lg }}>
      <section aria-label={`${remote} releases`}>
        {automatic && (
          <p style={{ color: tokens.color.danger, margin: 0 }}>
            Rolled back automatically: {errors(automatic.errors)} in the first {automatic.minutes}{' '}
            minutes of {automatic.version}, back to {automatic.to} on{' '}
            <ShopTime at={automatic.at} format="dateTime" />.
          </p>
        )}
        <p style={{ margin: `${tokens.space.xs}px 0` }}>
          Live: <strong>{live ?? 'none'}</strong>
          {current && <> · {liveSince(current)}</>}
        </p>
        <h3 style={headingStyle}>Live before</h3>
        <ReleaseVersionList
          label={`${remote}: live before`}
          empty="No earlier version to roll back to."
          remote={remote}
          versions={before.map((version) => ({
            version: version.version,
            about: liveSince(version),
          }))}
          actions={['rollback']}
          busy={busy}
          onAction={onAction}
        />
        {takenOff.length > 0 && (
          <>
            <h3 style={headingStyle}>Released after the live one</h3>
            <ReleaseVersionList
              label={`${remote}: released after`}
              empty=""
              remote={remote}
              versions={takenOff.map((version) => ({
                version: version.version,
                about: liveSince(version),
              }))}
              actions={['preview', 'promote']}
              busy={busy}
              onAction={onAction}
            />
          </>
        )}
        <h3 style={headingStyle}>Previews</h3>
        <ReleaseVersionList
          label={`${remote}: previews`}
          empty="No stored preview."
          remote={remote}
          versions={previews.map((version) => ({ version, about: <Text muted>never live</Text> }))}
          actions={['preview', 'promote']}
          busy={busy}
          onAction={onAction}
        />
      </section>
    </TitledCard>
  );
}
