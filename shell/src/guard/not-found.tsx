import { ShopLink, Text } from '@shop/ui';

export function NotFound() {
  return (
    <section className="guard-panel">
      <h1>Page Not Found</h1>
      <Text>We couldn't find the page you were looking for.</Text>
      <ShopLink href="/">Home</ShopLink>
    </section>
  );
}
