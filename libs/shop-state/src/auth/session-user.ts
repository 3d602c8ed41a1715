/**
 * The signed-in user as the API sends it (spec §3) and as it is kept under the
 * `user` key. Lives here until the contracts library publishes its own User type.
 */
export interface SessionUser {
  id?: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone?: string | null;
  address?: string | null;
  /** customer, staff or admin; unknown values count as level 0 (spec §6). */
  role: string;
  created_at?: string;
}
