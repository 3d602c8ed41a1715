import { useId, type ReactNode } from 'react';
// A kit takes the shared `@shop/ui` and the other kits as the federation singletons already on
// the page, as pager.tsx explains.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { tokens } from '@shop/ui';

export interface LabelledFieldProps {
  label: string;
  /** The control, given the id its label points at. */
  children: (id: string) => ReactNode;
  id?: string;
}

/** A control with its label above it, as a list's filters show them. */
export function LabelledField({ label, children, id }: LabelledFieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  return (
    <div style={{ display: 'grid', gap: tokens.space.xxs }}>
      <label htmlFor={controlId} style={{ fontSize: tokens.fontSize.sm }}>
        {label}
      </label>
      {children(controlId)}
    </div>
  );
}
