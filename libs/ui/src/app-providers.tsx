import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getStore } from '@shop/shop-state';

/**
 * What every app root (shell apps and each remote) wraps itself in. React context
 * does not cross single-spa roots, so each root needs its own providers; the store
 * inside is still the one shared store. No antd here: a screen or module using antd
 * components wraps them in `ShopTheme` from @shop/ui/controls, so the first pages,
 * which use none, load no antd. Confirmations use `showToast`; the few screens that
 * ask first use `Modal.useModal` from @shop/ui/forms.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <Provider store={getStore()}>{children}</Provider>;
}
