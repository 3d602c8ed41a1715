import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { SignedInUser } from '../users/signed-in-user';

/** The signed-in user, freshly read by the JWT strategy for this request. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SignedInUser =>
    context.switchToHttp().getRequest<{ user: SignedInUser }>().user,
);
