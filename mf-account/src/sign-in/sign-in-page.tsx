import { loginSchema, type LoginRequest } from '@shop/contracts';
import { apiErrorMessage, useLoginMutation } from '@shop/shop-state';
import { ShopLink } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { PasswordField, TextField, useZodForm } from '@shop/ui/forms';
import { AuthCard } from './auth-card';
import { useGoAfterSignIn } from './use-go-after-sign-in';

const EMPTY: LoginRequest = { username: '', password: '' };

/** `/login` (docs/product.md §2): username or email and password; errors under the password. */
export function SignInPage() {
  const form = useZodForm(loginSchema, EMPTY);
  const [login, { isLoading }] = useLoginMutation();
  const goOn = useGoAfterSignIn();

  async function signIn(credentials: LoginRequest) {
    try {
      await login(credentials).unwrap();
      goOn();
    } catch (error) {
      // docs/product.md §8: the login failure shows under the password field, whatever it is.
      form.setServerError('password', apiErrorMessage(error, 'Login failed'));
    }
  }

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back! Sign in to your FitShop account."
      footer={
        <>
          <div>
            New to FitShop? <ShopLink href="/register">Create an account</ShopLink>
          </div>
          <ShopLink href="/">Back to home</ShopLink>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(signIn)} aria-label="Sign in">
        <TextField {...form.field('username')} label="Username or Email" autoComplete="username" />
        <PasswordField
          {...form.field('password')}
          label="Password"
          autoComplete="current-password"
        />
        <Button type="primary" htmlType="submit" size="large" block disabled={isLoading}>
          {isLoading ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
