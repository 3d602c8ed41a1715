import { ComingSoon, PageFrame, ShopLink, Text } from '@shop/ui';

export function RegisterPage() {
  return (
    <PageFrame title="Create Account">
      <ComingSoon />
      <Text>
        Already have an account? <ShopLink href="/login">Sign in</ShopLink>
      </Text>
    </PageFrame>
  );
}
