import type { UserProfile } from '@shop/contracts';
import type { User } from './user.entity';

/**
 * The one way a user leaves the API. Fields are listed one by one, so the
 * password hash (or any later column) can never reach a response by accident.
 */
export function toUserProfile(user: User): UserProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    address: user.address,
    role: user.role,
    created_at: user.createdAt.toISOString(),
  };
}
