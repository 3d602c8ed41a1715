import { reachableEmail, type TillCustomer } from '@shop/contracts';
import type { User } from '../users/user.entity';

/** Only what the till shows: never the role, the sign-in or the password. */
export function toTillCustomer(user: User): TillCustomer {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: reachableEmail(user.email),
    phone: user.phone,
  };
}
