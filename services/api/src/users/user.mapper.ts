import type { RoleAccess, UserProfile } from '@shop/contracts';
import type { User } from './user.entity';

/**
 * The one way a user leaves the API. Fields are listed one by one, so the
 * password hash (or any later column) can never reach a response by accident. `access` is the
 * role's (docs/product/roles-and-rules.md#permissions), so the screens offer only what it holds.
 */
export function toUserProfile(user: User, access: RoleAccess): UserProfile {
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
    permissions: [...access.permissions],
    discount_limit_percent: access.discount_limit_percent,
    must_change_password: user.mustChangePassword,
  };
}
