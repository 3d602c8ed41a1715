import type { ReactNode } from 'react';
import { PERMISSION_LABELS, type Permission } from '@shop/contracts';
import { useCan } from '@shop/shop-state';
import { PageFrame, Text } from '@shop/ui';

/**
 * A screen for one permission (docs/product/roles-and-rules.md#permissions): without it, the
 * screen says what is missing instead of loading what the API would refuse. The nav does not
 * offer the screen then; this covers a typed or bookmarked address.
 */
export function NeedsPermission({
  permission,
  title,
  children,
}: {
  permission: Permission;
  title: string;
  children: ReactNode;
}) {
  if (useCan(permission)) return children;
  return (
    <PageFrame title={title}>
      <Text>This screen needs the “{PERMISSION_LABELS[permission]}” permission. Ask an admin.</Text>
    </PageFrame>
  );
}
