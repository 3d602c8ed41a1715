import { loginSchema, type LoginRequest } from '@shop/contracts';
import { apiErrorMessage, useLoginMutation } from '@shop/shop-state';
import { ShopLink } from '@shop/ui';
import { useSearchParams } from '@shop/ui/routing';
import { Button } from '@shop/ui/controls';
import { PasswordField, TextField, useZodForm } from '@shop/ui/forms';
import { AuthCard } from './auth-card';
import { otherFormHref, useGoOnWhenSignedIn } from './use-go-after-sign-in';

const EMPTY: LoginRequest = { username: '', password: '' };

/**
 * Where the cart sends a signed-out shopper who wants to pay (docs/product/cart-and-checkout.md).
 */
const CHECKOUT_REDIRECT = '/cart';

/**
 * `/login` (docs/product/account.md#sign-in): username or email and password; errors under the
 * password.
 */
export function SignInPage() {
  const form = useZodForm(loginSchema, EMPTY);
  const [login, { isLoading }] = useLoginMutation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  // Success signs the session in, and this sends the form on (also when opened signed in).
  useGoOnWhenSignedIn();

  async function signIn(credentials: LoginRequest) {
    try {
      await login(credentials).unwrap();
    } catch (error) {
      // docs/product/roles-and-rules.md#error-catalogue: the login failure shows under the password
      // field, whatever it is.
      form.setServerError('password', apiErrorMessage(error, 'Login failed'));
    }
  }

  return (
    <AuthCard
      title="Sign In"
      subtitle={
        // Say why the shopper is here rather than at the payment they asked for.
        redirect === CHECKOUT_REDIRECT
          ? 'Sign in to complete your purchase'
          : 'Welcome back! Sign in to your FitShop account.'
      }
      footer={
        <>
          <div>
            New to FitShop?{' '}
            <ShopLink href={otherFormHref('/register', redirect)}>Create an account</ShopLink>
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
