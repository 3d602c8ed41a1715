import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { hasRole } from '@shop/contracts';
import type { ProductView } from './catalog.mapper';

/**
 * Which product view a request gets, on `@OptionalAuth()` routes: staff and admins
 * with a valid token see cost prices; visitors, customers and bad tokens do not.
 */
export const Viewer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ProductView => {
    const { user } = context.switchToHttp().getRequest<{ user?: { role: string } | null }>();
    return hasRole(user?.role, 'staff') ? 'staff' : 'public';
  },
);
