import { PlainButton, tokens } from '@shop/ui';
import { endPreview, previewState } from './preview-map';

const { tone, space, fontSize } = tokens;

const bannerStyle = {
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  padding: `${space.xs}px ${space.lg}px`,
  background: tone.warning.background,
  color: tone.warning.text,
  fontSize: fontSize.sm,
};

/**
 * Above the nav while a staff member previews a stored version of one remote
 * (docs/operations.md#preview-a-release): which version, that only this tab shows it, and the
 * way back. Also says so when the address named a version that is not stored.
 */
export function PreviewBanner({ goTo }: { goTo?: (address: string) => void }) {
  const state = previewState();
  if (state.kind === 'none') return null;
  const { remote, version } = state.request;
  return (
    <section aria-label="Preview" style={bannerStyle}>
      {state.kind === 'active' ? (
        <p style={{ margin: 0 }}>
          Preview: <strong>{remote}</strong> version <strong>{version}</strong>. Only this browser
          tab shows it; everyone else sees the live shop.
        </p>
      ) : (
        <p style={{ margin: 0 }} role="alert">
          There is no stored version <strong>{version}</strong> of <strong>{remote}</strong>; this
          is the live shop.
        </p>
      )}
      <PlainButton size="small" onClick={() => endPreview(goTo)}>
        {state.kind === 'active' ? 'Back to live' : 'Dismiss'}
      </PlainButton>
    </section>
  );
}
