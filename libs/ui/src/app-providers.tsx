import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getStore } from '@shop/shop-state';
import { App, ConfigProvider } from './antd';
import { shopTheme } from './theme';

/**
 * What every app root (shell apps and each remote) wraps itself in. React context
 * does not cross single-spa roots, so each root needs its own providers; the store
 * inside is still the one shared store.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={getStore()}>
      <ConfigProvider theme={shopTheme}>
        <App component={false}>{children}</App>
      </ConfigProvider>
    </Provider>
  );
}
