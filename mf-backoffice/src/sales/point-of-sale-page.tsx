import { useCallback, useRef, useState } from 'react';
import { PageFrame } from '@shop/ui';
import { Tabs } from '@shop/ui/forms';
import { useSearchParams } from '@shop/ui/routing';
import { TillDrawerBar } from './drawer/till-drawer-bar';
import { TillReturns } from './returns/till-returns';
import { Till } from './till';

/**
 * `/sales`, the point of sale (docs/product/point-of-sale.md): the till's register and its drawer
 * session on top, and the till itself once a session is open on that register
 * (docs/product/registers.md#a-sale-needs-an-open-session). The Returns tab (`?tab=returns`,
 * docs/product/point-of-sale.md#returns-and-exchanges) takes returns and exchanges against a
 * receipt on the same register and its open session, which pays the refunds
 * (docs/product/registers.md#returns-at-the-till).
 */
export function PointOfSalePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'returns' ? 'returns' : 'sale';
  return (
    <PageFrame title="Point of Sale">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'returns' ? { tab: key } : {})}
        destroyOnHidden
        items={[
          { key: 'sale', label: 'Sale', children: tab === 'sale' ? <TillSale /> : null },
          {
            key: 'returns',
            label: 'Returns',
            children: tab === 'returns' ? <TillReturnsTab /> : null,
          },
        ]}
      />
    </PageFrame>
  );
}

/** The Sale tab: the register's drawer session, then the till on it. */
function TillSale() {
  const [drawerDialog, setDrawerDialog] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);
  return (
    <TillDrawerBar onDialog={setDrawerDialog} afterDialog={focusSearch}>
      {(registerId) => (
        <Till registerId={registerId} keysEnabled={!drawerDialog} searchRef={searchRef} />
      )}
    </TillDrawerBar>
  );
}

/** The Returns tab: the register's drawer session, then the returns screen on it. */
function TillReturnsTab() {
  const fieldRef = useRef<HTMLInputElement>(null);
  const focusField = useCallback(() => fieldRef.current?.focus(), []);
  return (
    <TillDrawerBar onDialog={ignoreDialog} afterDialog={focusField} purpose="take returns">
      {(registerId) => <TillReturns registerId={registerId} fieldRef={fieldRef} />}
    </TillDrawerBar>
  );
}

/** The returns screen has no keyboard shortcuts of its own to stand aside for a drawer dialog. */
const ignoreDialog = () => undefined;
