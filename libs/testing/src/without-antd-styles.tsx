import type { ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';

/**
 * antd as a screen test renders it, without writing its CSS-in-JS style sheets into jsdom. jsdom
 * lays nothing out, yet every getComputedStyle (user-event's pointer-events check on each click
 * and key, the role queries' hidden check) matched the element and its ancestors against every
 * antd rule on the page: most of a screen test's time
 * (docs/performance.md#screen-tests-without-antds-style-sheets). What the tests read is the DOM,
 * its roles and names, which the style sheets do not write.
 */
export function WithoutAntdStyles({ children }: { children: ReactNode }) {
  return <StyleProvider mock="server">{children}</StyleProvider>;
}
