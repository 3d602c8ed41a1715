import { useState } from 'react';
import { PlainButton } from './plain-button';
import { Text } from './text';
import { tokens } from './tokens';

/**
 * Shown in a module's own area when it cannot be loaded or crashed while rendering;
 * the rest of the page keeps working. `onRetry` reloads the module in place.
 */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void | Promise<void> }) {
  const [retrying, setRetrying] = useState(false);

  async function retry() {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  }

  return (
    <section
      role="alert"
      style={{
        maxWidth: 640,
        margin: '64px auto',
        padding: 32,
        textAlign: 'center',
        background: tokens.color.white,
        borderRadius: tokens.radius.card,
      }}
    >
      <h2 style={{ fontSize: 24 }}>This section is temporarily unavailable</h2>
      <Text muted>
        This part of the shop could not be loaded right now. The rest of the site still works;
        please try again in a moment.
      </Text>
      <PlainButton
        variant="primary"
        onClick={() => void retry()}
        disabled={retrying}
        aria-busy={retrying}
      >
        Retry
      </PlainButton>
    </section>
  );
}
