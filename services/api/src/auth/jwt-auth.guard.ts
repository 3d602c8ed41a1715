import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from './access.decorators';

/** Global and deny-by-default: every route needs a valid token unless marked `@Public()`. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const open = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    return open ? true : super.canActivate(context);
  }

  /** No token at all, or one that fails (bad, expired, user gone): both 401, told apart. */
  override handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (!error && user) return user;
    const missing = info instanceof Error && info.message === 'No auth token';
    throw new UnauthorizedException(
      missing ? 'Authentication required' : 'Invalid or expired token',
    );
  }
}
