import type { Permission } from './permissions';
import type { Role } from './roles';

/**
 * A user as every response shows it (docs/product/api.md#entities-and-fields); never a password or
 * its hash.
 */
export interface UserProfile {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  address: string | null;
  role: Role;
  /** ISO 8601; "member since" on the dashboard and profile. */
  created_at: string;
  /**
   * What this user may do (docs/product/roles-and-rules.md#permissions): admin every permission,
   * staff their role's set, customers none. Absent in a session stored by an older build until
   * the start-up check refreshes it; read it through `selectPermissions`, never directly.
   */
  permissions?: Permission[];
  /** The largest discount, in percent, this user gives without an approval (admin 100). */
  discount_limit_percent?: number;
  /**
   * Signed in with a temporary password: every call but changing it is refused until it is
   * changed (docs/product/staff.md#a-temporary-password).
   */
  must_change_password?: boolean;
}

/** `POST /auth/login` and `POST /auth/register`. */
export interface AuthResponse {
  access_token: string;
  user: UserProfile;
  /**
   * The password is temporary (a new staff account, or one an admin reset): the client sends the
   * user to change it first (docs/product/roles-and-rules.md#temporary-passwords-and-pins).
   */
  must_change_password: boolean;
}

/** `GET /auth/profile` and `PUT /auth/profile`. */
export interface ProfileResponse {
  user: UserProfile;
}

/** `PUT /auth/change-password` and `POST /auth/logout`. */
export interface MessageResponse {
  message: string;
}

/**
 * `PUT /auth/change-password`: a password change ends every session opened before it
 * (docs/decisions/0060-a-password-change-ends-other-sessions.md), so the answer carries a fresh
 * token for the device that made the change; a client that ignores it is signed out at its next
 * call.
 */
export interface ChangePasswordResponse extends MessageResponse {
  access_token: string;
}

/** Payload of the API's bearer tokens; the API re-reads the user (and role) on every call. */
export interface AccessTokenClaims {
  /** The user's id, as a string per RFC 7519. */
  sub: string;
  role: Role;
  /**
   * The token's own id, which sign-out puts on the deny-list
   * (docs/decisions/0061-sign-out-ends-the-token-on-the-server.md).
   */
  jti: string;
  /**
   * The account's token version when issued; a password change moves it on
   * (docs/decisions/0060-a-password-change-ends-other-sessions.md).
   */
  ver: number;
  iat: number;
  exp: number;
}
