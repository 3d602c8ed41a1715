import { createSelector } from '@reduxjs/toolkit';
import { PERMISSIONS, type Permission } from '@shop/contracts';
import { useAppSelector } from '../hooks';
import { selectUser } from './auth.slice';

const NONE: readonly Permission[] = [];

/**
 * What the signed-in user may do (docs/product/roles-and-rules.md#permissions): admin always every
 * permission, anyone else the set the API sent with the user; signed out, nothing. The screens
 * hide what is not held; the API decides.
 */
export const selectPermissions = createSelector([selectUser], (user): readonly Permission[] =>
  user?.role === 'admin' ? PERMISSIONS : (user?.permissions ?? NONE),
);

/** Whether the signed-in user holds `permission`. */
export function useCan(permission: Permission): boolean {
  return useAppSelector((state) => selectPermissions(state).includes(permission));
}

/** Whether the signed-in user must change a temporary password before anything else. */
export const selectMustChangePassword = createSelector(
  [selectUser],
  (user) => user?.must_change_password === true,
);
