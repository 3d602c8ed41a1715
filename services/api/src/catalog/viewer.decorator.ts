import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { SignedInUser } from '../users/signed-in-user';
import type { ProductView } from './catalog.mapper';

/**
 * Which product view a request gets, on `@OptionalAuth()` routes: admins and staff holding
 * `see_costs` (docs/product/roles-and-rules.md#permissions) with a valid token see cost prices;
 * other staff, visitors, customers and bad tokens do not.
 */
export const Viewer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ProductView => {
    const { user } = context.switchToHttp().getRequest<{ user?: unknown }>();
    return user instanceof SignedInUser && user.holds('see_costs') ? 'staff' : 'public';
  },
);
