import { navigateToUrl } from 'single-spa';
import { PlainButton, Text } from '@shop/ui';

/** Go Back leaves the page; with no history to go back to, go home. */
export function goBack(): void {
  if (window.history.length > 1) window.history.back();
  else navigateToUrl('/');
}

export function AccessDenied() {
  return (
    <section className="guard-panel">
      <h1>Access Denied</h1>
      <Text>You don't have permission to access this page.</Text>
      <PlainButton variant="primary" onClick={goBack}>
        Go Back
      </PlainButton>
    </section>
  );
}
