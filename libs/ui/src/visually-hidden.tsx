import type { CSSProperties, ReactNode } from 'react';

/** The styles that hide text from the eye but not from assistive tech. */
export const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * Text for screen readers only: a heading the eye does not need, or a button's name
 * beside its icon. Button names use it rather than `aria-label` so that a search for
 * the field labelled "Quantity" finds the field, not its − and + buttons.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={visuallyHiddenStyle}>{children}</span>;
}
