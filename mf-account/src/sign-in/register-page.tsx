import {
  registerSchema,
  toRegisterRequest,
  type RegisterForm,
  type RegisterFormValues,
} from '@shop/contracts';
import { apiErrorMessage, useRegisterMutation } from '@shop/shop-state';
import { ShopLink } from '@shop/ui';
import { useSearchParams } from '@shop/ui/routing';
import { Button, Col, Row } from '@shop/ui/controls';
import { PasswordField, TextField, useZodForm } from '@shop/ui/forms';
import { AuthCard } from './auth-card';
import { otherFormHref, useGoOnWhenSignedIn } from './use-go-after-sign-in';

const EMPTY: RegisterFormValues = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  password: '',
  confirmPassword: '',
};

/**
 * docs/product/roles-and-rules.md#error-catalogue: a duplicate email belongs on the email field;
 * anything else on the username.
 */
export function fieldForRegisterError(message: string): 'username' | 'email' {
  if (message.includes('Username')) return 'username';
  if (message.includes('Email')) return 'email';
  return 'username';
}

/**
 * `/register` (docs/product/account.md#register): a new customer account, signed in straight away.
 */
export function RegisterPage() {
  const form = useZodForm(registerSchema, EMPTY);
  const [register, { isLoading }] = useRegisterMutation();
  const [params] = useSearchParams();
  // Success signs the new customer in, and this sends the form on (also when opened signed in).
  useGoOnWhenSignedIn();

  async function createAccount(values: RegisterForm) {
    try {
      await register(toRegisterRequest(values)).unwrap();
    } catch (error) {
      const message = apiErrorMessage(error, 'Registration failed');
      form.setServerError(fieldForRegisterError(message), message);
    }
  }

  return (
    <AuthCard
      title="Create Account"
      subtitle="Join FitShop for faster checkout and your order history."
      footer={
        <>
          Already have an account?{' '}
          <ShopLink href={otherFormHref('/login', params.get('redirect'))}>Sign in</ShopLink>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(createAccount)} aria-label="Create account">
        <TextField {...form.field('username')} label="Username" autoComplete="username" />
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <TextField {...form.field('firstName')} label="First Name" autoComplete="given-name" />
          </Col>
          <Col xs={24} sm={12}>
            <TextField {...form.field('lastName')} label="Last Name" autoComplete="family-name" />
          </Col>
        </Row>
        <TextField
          {...form.field('phone')}
          label="Phone"
          hint="optional"
          type="tel"
          autoComplete="tel"
        />
        <TextField
          {...form.field('address')}
          label="Address"
          hint="optional"
          autoComplete="street-address"
        />
        <PasswordField {...form.field('password')} label="Password" autoComplete="new-password" />
        <PasswordField
          {...form.field('confirmPassword')}
          label="Confirm Password"
          autoComplete="new-password"
        />
        <Button type="primary" htmlType="submit" size="large" block disabled={isLoading}>
          {isLoading ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
