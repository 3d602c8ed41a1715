import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC, OPTIONAL_AUTH } from './access.decorators';

/** Global and deny-by-default: every route needs a valid token unless marked `@Public()`. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.isOptional(context)) return this.readOptionalUser(context);
    const open = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    return open ? true : (super.canActivate(context) as Promise<boolean>);
  }

  /** No token at all, or one that fails (bad, expired, user gone): both 401, told apart. */
  override handleRequest<TUser>(
    error: unknown,
    user: TUser | false,
    info: unknown,
    context: ExecutionContext,
  ): TUser {
    if (!error && user) return user;
    if (this.isOptional(context)) return null as TUser;
    const missing = info instanceof Error && info.message === 'No auth token';
    throw new UnauthorizedException(
      missing ? 'Authentication required' : 'Invalid or expired token',
    );
  }

  private isOptional(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    return this.reflector.getAllAndOverride<boolean | undefined>(OPTIONAL_AUTH, targets) === true;
  }

  /**
   * `@OptionalAuth()`: only a request that sends a token pays for checking it, so
   * anonymous browsing stays one database round trip cheaper; a failed check leaves
   * the request anonymous (handleRequest returns null).
   */
  private async readOptionalUser(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    if (!request.headers.authorization) return true;
    await (super.canActivate(context) as Promise<boolean>);
    return true;
  }
}
