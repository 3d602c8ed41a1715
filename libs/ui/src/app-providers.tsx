import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getStore } from '@shop/shop-state';
import { ConfigProvider } from './antd';
import { shopTheme } from './theme';

/**
 * What every app root (shell apps and each remote) wraps itself in. React context
 * does not cross single-spa roots, so each root needs its own providers; the store
 * inside is still the one shared store. No antd `App` wrapper: it would put the
 * dialog and notification code on every first page (~27 KB gzip). Confirmations use
 * `showToast`; the few screens that ask first use `Modal.useModal` from @shop/ui/forms.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={getStore()}>
      <ConfigProvider theme={shopTheme}>{children}</ConfigProvider>
    </Provider>
  );
}
