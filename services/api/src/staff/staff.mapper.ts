import type { StaffAccountRole, StaffMember } from '@shop/contracts';
import type { User } from '../users/user.entity';

/** A staff or admin account as the staff list shows it; `pinHash` must be loaded. */
export function toStaffMember(user: User): StaffMember {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: user.role as StaffAccountRole,
    active: user.isActive,
    must_change_password: user.mustChangePassword,
    has_pin: user.pinHash !== null,
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
  };
}
