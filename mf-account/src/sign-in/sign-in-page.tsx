import { ComingSoon, PageFrame, ShopLink, Text } from '@shop/ui';

export function SignInPage() {
  return (
    <PageFrame title="Sign In">
      <ComingSoon />
      <Text>
        New here? <ShopLink href="/register">Create an account</ShopLink> ·{' '}
        <ShopLink href="/">Back to home</ShopLink>
      </Text>
    </PageFrame>
  );
}
