import type { Role } from './roles';

/** A user as every response shows it (docs/product.md §3); never a password or its hash. */
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
}

/** `POST /auth/login` and `POST /auth/register`. */
export interface AuthResponse {
  access_token: string;
  user: UserProfile;
}

/** `GET /auth/profile` and `PUT /auth/profile`. */
export interface ProfileResponse {
  user: UserProfile;
}

/** `PUT /auth/change-password`. */
export interface MessageResponse {
  message: string;
}

/** Payload of the API's bearer tokens; the API re-reads the user (and role) on every call. */
export interface AccessTokenClaims {
  /** The user's id, as a string per RFC 7519. */
  sub: string;
  role: Role;
  iat: number;
  exp: number;
}
