import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { SignedInUser } from '../users/signed-in-user';
import { TokenBearer } from './token-bearer';

/**
 * The signed-in user, freshly read by the guard for this request. Not on `@Public()`
 * routes (there may be nobody) nor `@ChecksAccountItself()` ones (use `@Bearer()`).
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SignedInUser =>
    requestUser(context, SignedInUser, '@CurrentUser() needs a signed-in route the guard read'),
);

/** On a `@ChecksAccountItself()` route: who the token says, account not yet read. */
export const Bearer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): TokenBearer =>
    requestUser(context, TokenBearer, '@Bearer() needs a route marked @ChecksAccountItself()'),
);

/** A decorator on the wrong kind of route is the programmer's mistake: fail loudly, grant nothing. */
function requestUser<T>(
  context: ExecutionContext,
  kind: abstract new (...args: never[]) => T,
  mistake: string,
): T {
  const { user } = context.switchToHttp().getRequest<{ user?: unknown }>();
  if (user instanceof kind) return user;
  throw new Error(mistake);
}
