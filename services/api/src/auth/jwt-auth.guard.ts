import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { SignedInUser } from '../users/signed-in-user';
import { UsersService } from '../users/users.service';
import { TEMPORARY_PASSWORD_FIRST } from '@shop/contracts';
import {
  CHECKS_ACCOUNT_ITSELF,
  IS_PUBLIC,
  OPTIONAL_AUTH,
  TAKES_TEMPORARY_PASSWORD,
} from './access.decorators';
import { tokenRefused, type TokenBearer } from './token-bearer';

/** What the request carries once passport has run, and once the account has been read. */
interface AuthRequest {
  headers: Record<string, unknown>;
  user: TokenBearer | SignedInUser | null;
}

/**
 * Global and deny-by-default: every route needs a valid token unless marked
 * `@Public()`. Then the account behind the token is read on every request, so a
 * deleted or deactivated account, a signed-out token and one issued before a password
 * change lose access at once, and the role checked is the stored one, not the token's
 * (routes marked `@ChecksAccountItself()` read it in their own transaction instead).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.marked(context, OPTIONAL_AUTH)) return this.readOptionalUser(context);
    if (this.marked(context, IS_PUBLIC)) return true;
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<AuthRequest>();
    // Read from the token, so it costs nothing and covers the checkout too; the password change
    // issues a token without it (docs/product/roles-and-rules.md#temporary-passwords-and-pins).
    if (
      (request.user as TokenBearer).temporaryPassword &&
      !this.marked(context, TAKES_TEMPORARY_PASSWORD)
    )
      throw new ForbiddenException(TEMPORARY_PASSWORD_FIRST);
    if (this.marked(context, CHECKS_ACCOUNT_ITSELF)) return true;
    request.user = await this.users.findActive(request.user as TokenBearer);
    if (!request.user) throw tokenRefused();
    return true;
  }

  /** No token at all, or one that fails (bad, expired, no account id): both 401, told apart. */
  override handleRequest<TUser>(
    error: unknown,
    user: TUser | false,
    info: unknown,
    context: ExecutionContext,
  ): TUser {
    if (!error && user) return user;
    if (this.marked(context, OPTIONAL_AUTH)) return null as TUser;
    // No token read: missing without a Bearer header, refused when that header is malformed.
    const { authorization } = context.switchToHttp().getRequest<AuthRequest>().headers;
    const missing =
      info instanceof Error &&
      info.message === 'No auth token' &&
      !/^bearer\s/i.test(typeof authorization === 'string' ? authorization : '');
    if (missing) throw new UnauthorizedException('Authentication required');
    throw tokenRefused();
  }

  private marked(context: ExecutionContext, key: string): boolean {
    const targets = [context.getHandler(), context.getClass()];
    return this.reflector.getAllAndOverride<boolean | undefined>(key, targets) === true;
  }

  /**
   * `@OptionalAuth()`: only a request that sends a token pays for checking it, so
   * anonymous browsing stays one database round trip cheaper; a failed check (bad
   * token, account gone) leaves the request anonymous.
   */
  private async readOptionalUser(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthRequest>();
    if (!request.headers.authorization) return true;
    await super.canActivate(context);
    if ((request.user as TokenBearer | null)?.temporaryPassword) request.user = null;
    if (request.user) request.user = await this.users.findActive(request.user as TokenBearer);
    return true;
  }
}
