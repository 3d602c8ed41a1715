import { hasRole, type Role } from '@shop/contracts';
import { useAppSelector } from '../hooks';
import { selectRole, selectToken } from './auth.slice';

/**
 * Whether the signed-in user has at least `required`
 * (docs/product/roles-and-rules.md#roles-and-permissions: admin is above staff, staff above
 * customer). Signed out, no role is held.
 */
export function useHasRole(required: Role): boolean {
  return useAppSelector((state) => hasRole(selectRole(state), required));
}

/**
 * `skip` for queries whose answers belong to a session (purchases, say). Signing out
 * resets the cache while the page is still mounted, and without this the page would
 * ask again at once, without a token, and get a 401.
 */
export function useSignedOut(): boolean {
  return useAppSelector(selectToken) === null;
}
