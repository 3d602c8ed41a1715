import type { ReactNode } from 'react';
import { PlainButton } from './plain-button';
import { Text } from './text';
import { tokens } from './tokens';

export interface LoadErrorProps {
  /** What could not be loaded, in the user's words. */
  message: ReactNode;
  /** Asks again (an RTK Query `refetch`). */
  onRetry: () => void;
  retryText?: string;
  /** `primary` when the failure is the whole screen; `default` inside a card among others. */
  retryVariant?: 'primary' | 'default';
  /** More ways on, after Retry (a link back to the list). */
  children?: ReactNode;
}

/**
 * What a screen or a part of one shows when its data could not be loaded: the reason,
 * announced as an alert, and a button that asks again. The rest of the page keeps
 * working. Plain elements and a plain button, so a first page may use it.
 */
export function LoadError({
  message,
  onRetry,
  retryText = 'Retry',
  retryVariant = 'primary',
  children,
}: LoadErrorProps) {
  return (
    <div role="alert" style={{ padding: `${tokens.space.xl}px 0` }}>
      <Text>{message}</Text>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.sm }}
      >
        <PlainButton variant={retryVariant} onClick={onRetry}>
          {retryText}
        </PlainButton>
        {children}
      </div>
    </div>
  );
}
