import type { ReactNode } from 'react';
import { Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import type { ReleaseChange } from './releases.api';

/** What a button asks the page to confirm. */
export type ReleaseAction = ReleaseChange & { command: 'rollback' | 'promote' };

/** Where a preview opens: a page the remote draws, so the version is seen at once. */
const PREVIEW_PAGES: Record<string, string> = {
  storefront: '/',
  account: '/profile',
  backoffice: '/dashboard',
  reports: '/reports',
};

/** The shop with `version` of `remote` for this browser tab only (docs/operations.md#preview-a-release). */
export const previewHref = (remote: string, version: string) =>
  `${PREVIEW_PAGES[remote] ?? '/'}?preview=${encodeURIComponent(`${remote}@${version}`)}`;

const rowStyle = {
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  gap: tokens.space.sm,
  padding: `${tokens.space.xs}px 0`,
  borderBottom: `1px solid ${tokens.color.line}`,
};

/** Stored versions of one remote, each with the buttons that fit where it stands. */
export function ReleaseVersionList({
  label,
  empty,
  remote,
  versions,
  actions,
  busy,
  onAction,
}: {
  label: string;
  empty: string;
  remote: string;
  versions: { version: string; about: ReactNode }[];
  actions: ('rollback' | 'preview' | 'promote')[];
  busy: boolean;
  onAction: (action: ReleaseAction) => void;
}) {
  if (versions.length === 0) return <Text muted>{empty}</Text>;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {versions.map(({ version, about }) => (
        <li key={version} aria-label={version} style={rowStyle}>
          <strong style={{ minWidth: 180 }}>{version}</strong>
          <span>{about}</span>
          <span style={{ marginInlineStart: 'auto', display: 'flex', gap: tokens.space.xs }}>
            {actions.includes('rollback') && (
              <Button
                disabled={busy}
                aria-label={`Roll back ${remote} to ${version}`}
                onClick={() => onAction({ command: 'rollback', remote, version })}
              >
                Roll back to this
              </Button>
            )}
            {actions.includes('preview') && (
              <a
                href={previewHref(remote, version)}
                target="_blank"
                rel="noopener"
                aria-label={`Preview ${remote} ${version}`}
              >
                Preview
              </a>
            )}
            {actions.includes('promote') && (
              <Button
                disabled={busy}
                aria-label={`Promote ${remote} ${version}`}
                onClick={() => onAction({ command: 'promote', remote, version })}
              >
                Promote
              </Button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
