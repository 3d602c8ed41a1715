import { tokens } from '@shop/ui';
import { Alert } from '@shop/ui/forms';
import { isSuccessText, type Banner } from './use-status-banner';

/**
 * Green for a success, red otherwise (docs/product/account.md#profile); announced to screen
 * readers.
 */
export function StatusBanner({ banner }: { banner: Banner | null }) {
  if (!banner) return null;
  const success = isSuccessText(banner.text);
  return (
    <Alert
      key={banner.id}
      type={success ? 'success' : 'error'}
      title={banner.text}
      showIcon
      role={success ? 'status' : 'alert'}
      style={{ marginBottom: tokens.space.lg }}
    />
  );
}
