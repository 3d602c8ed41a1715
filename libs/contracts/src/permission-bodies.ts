import { z } from 'zod';
import { DISCOUNT_LIMIT_MESSAGE, PERMISSIONS, PIN_MESSAGE, PIN_PATTERN } from './permissions';

// The bodies that set permissions and PINs, apart from permissions.ts so the pages that only
// read a user's permissions carry no zod.

/** `PUT /staff/roles/staff` body: the whole set, in any order, each permission at most once. */
export const rolePermissionsUpdateSchema = z.object({
  permissions: z
    .array(
      z.enum(PERMISSIONS, { error: `Each permission must be one of ${PERMISSIONS.join(', ')}` }),
      {
        error: 'permissions must be a list',
      },
    )
    .refine((list) => new Set(list).size === list.length, {
      error: 'A permission is listed twice',
    }),
  discount_limit_percent: z
    .number({ error: DISCOUNT_LIMIT_MESSAGE })
    .int({ error: DISCOUNT_LIMIT_MESSAGE })
    .min(0, { error: DISCOUNT_LIMIT_MESSAGE })
    .max(100, { error: DISCOUNT_LIMIT_MESSAGE }),
});
export type RolePermissionsUpdate = z.output<typeof rolePermissionsUpdateSchema>;

/** `PUT /staff/{id}/pin` body; a user's own (`PUT /auth/pin`) adds their password (own-pin.ts). */
export const pinUpdateSchema = z.object({
  pin: z.string({ error: PIN_MESSAGE }).regex(PIN_PATTERN, { error: PIN_MESSAGE }),
});
export type PinUpdate = z.output<typeof pinUpdateSchema>;
