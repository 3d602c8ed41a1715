import { z } from 'zod';
import {
  emailField,
  newPasswordField,
  personNameField,
  phoneField,
  profileAddressField,
  registerAddressField,
  requiredText,
  usernameField,
  PASSWORD_MIN,
} from './account-fields';

/**
 * Validation of the account forms and of the `/auth` request bodies
 * (docs/product/roles-and-rules.md#validation-rules, docs/product/api.md#accounts). The forms parse
 * with the form schemas (camelCase, with confirmation fields); the API parses the request schemas;
 * both are built from the same fields, so their messages cannot drift apart. Unknown keys are
 * stripped, never stored.
 */

/** Login form and `POST /auth/login` body: `username` may be the username or the email. */
export const loginSchema = z.object({
  username: requiredText('Username or email is required'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required', abort: true })
    .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` }),
});
export type LoginRequest = z.output<typeof loginSchema>;

const passwordsMatch = { error: 'Passwords must match', path: ['confirmPassword'] };
const confirmPasswordField = z
  .string({ error: 'Please confirm your password' })
  .min(1, { error: 'Please confirm your password', abort: true });

/**
 * The register form of docs/product/account.md#register, in its field order; confirmPassword must
 * equal password.
 */
export const registerSchema = z
  .object({
    username: usernameField,
    email: emailField,
    firstName: personNameField('First name'),
    lastName: personNameField('Last name'),
    phone: phoneField('Invalid phone number format'),
    address: registerAddressField,
    password: newPasswordField('Password is required'),
    confirmPassword: confirmPasswordField,
  })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);
export type RegisterFormValues = z.input<typeof registerSchema>;
export type RegisterForm = z.output<typeof registerSchema>;

/**
 * `POST /auth/register` body (docs/product/api.md#accounts): snake_case names, no confirmation. A
 * `role` or any other extra key is dropped; registration always creates a customer.
 */
export const registerRequestSchema = z.object({
  username: usernameField,
  email: emailField,
  first_name: personNameField('First name'),
  last_name: personNameField('Last name'),
  phone: phoneField('Invalid phone number format'),
  address: registerAddressField,
  password: newPasswordField('Password is required'),
});
export type RegisterRequest = z.output<typeof registerRequestSchema>;

/** The API body of a validated register form: confirmation removed, names in snake_case. */
export function toRegisterRequest(form: RegisterForm): RegisterRequest {
  return {
    username: form.username,
    email: form.email,
    first_name: form.firstName,
    last_name: form.lastName,
    phone: form.phone,
    address: form.address,
    password: form.password,
  };
}

/** The register form validated and turned into the request body in one parse. */
export const registerToRequestSchema = registerSchema.transform(toRegisterRequest);

/** Profile form and `PUT /auth/profile` body; a blank phone or address clears it. */
export const profileUpdateSchema = z.object({
  first_name: personNameField('First name'),
  last_name: personNameField('Last name'),
  email: emailField,
  phone: phoneField('Invalid phone number'),
  address: profileAddressField,
});
export type ProfileUpdateFormValues = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateRequest = z.output<typeof profileUpdateSchema>;

const currentPasswordField = z
  .string({ error: 'Current password is required' })
  .min(1, { error: 'Current password is required' });

/** The Security tab's form; confirmPassword must equal newPassword. */
export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: newPasswordField('New password is required'),
    confirmPassword: confirmPasswordField,
  })
  .refine((form) => form.newPassword === form.confirmPassword, passwordsMatch);
export type ChangePasswordFormValues = z.input<typeof changePasswordSchema>;

/** `PUT /auth/change-password` body (docs/product/api.md#accounts). */
export const changePasswordRequestSchema = z.object({
  current_password: currentPasswordField,
  new_password: newPasswordField('New password is required'),
});
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

export function toChangePasswordRequest(
  form: z.output<typeof changePasswordSchema>,
): ChangePasswordRequest {
  return { current_password: form.currentPassword, new_password: form.newPassword };
}
