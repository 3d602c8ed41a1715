import { useCallback, useRef, useState } from 'react';
import { PageFrame } from '@shop/ui';
import { TillDrawerBar } from './drawer/till-drawer-bar';
import { Till } from './till';

/**
 * `/sales`, the point of sale (docs/product/point-of-sale.md): the till's register and its drawer
 * session on top, and the till itself once a session is open on that register
 * (docs/product/registers.md#a-sale-needs-an-open-session).
 */
export function PointOfSalePage() {
  const [drawerDialog, setDrawerDialog] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);
  return (
    <PageFrame title="Point of Sale">
      <TillDrawerBar onDialog={setDrawerDialog} afterDialog={focusSearch}>
        {(registerId) => (
          <Till registerId={registerId} keysEnabled={!drawerDialog} searchRef={searchRef} />
        )}
      </TillDrawerBar>
    </PageFrame>
  );
}
