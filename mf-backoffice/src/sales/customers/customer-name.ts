import type { TillCustomer } from '@shop/contracts';

/** "Maya Okafor". */
export const customerName = (customer: Pick<TillCustomer, 'first_name' | 'last_name'>) =>
  `${customer.first_name} ${customer.last_name}`.trim();

/** How to reach them, as the till shows it: "maya@example.com · +15550001111". */
export const customerContact = (customer: Pick<TillCustomer, 'email' | 'phone'>) =>
  [customer.email, customer.phone].filter(Boolean).join(' · ');
