import { z } from 'zod';
import { emailField, personNameField, phoneField, requiredText } from './account-fields';

/** docs/product/point-of-sale.md#customers-at-the-till: a search answers at most this many. */
export const TILL_CUSTOMER_SEARCH_LIMIT = 10;
export const TILL_CUSTOMER_SEARCH_MAX = 100;
/** 400 when a new customer has neither. */
export const TILL_CUSTOMER_CONTACT_REQUIRED = 'An e-mail or a phone number is required';
/** 400 when a sale names an account that is not an active customer. */
export const TILL_CUSTOMER_NOT_FOUND = 'Customer not found';

/**
 * A customer created at the till with a phone only has no e-mail of their own; the account keeps
 * a unique address under `.invalid`, a name no mail can ever reach (RFC 2606), answered as none.
 */
export const PHONE_ONLY_EMAIL_DOMAIN = '@customers.invalid';

/** The account's e-mail as the till and the sale show it: none for a phone-only customer. */
export const reachableEmail = (email: string): string | null =>
  email.endsWith(PHONE_ONLY_EMAIL_DOMAIN) ? null : email;

/** `GET /pos/customers?search=`: part of a name, an e-mail or a phone number. */
export const tillCustomerSearchSchema = z.object({
  search: requiredText('search is required').max(TILL_CUSTOMER_SEARCH_MAX, {
    error: `search must be at most ${TILL_CUSTOMER_SEARCH_MAX} characters`,
  }),
});

/** `POST /pos/customers`: a name, and an e-mail or a phone (or both). */
export const tillCustomerCreateSchema = z
  .object({
    first_name: personNameField('First name'),
    last_name: personNameField('Last name'),
    email: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      emailField.optional(),
    ),
    phone: phoneField('Invalid phone number'),
  })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    error: TILL_CUSTOMER_CONTACT_REQUIRED,
    path: ['email'],
  });
export type TillCustomerCreateRequest = z.output<typeof tillCustomerCreateSchema>;

/**
 * A customer as the till shows one: `email` is null for a customer created at the till with a
 * phone only.
 */
export interface TillCustomer {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
}

export interface TillCustomerList {
  customers: TillCustomer[];
}

export interface TillCustomerResponse {
  customer: TillCustomer;
}
