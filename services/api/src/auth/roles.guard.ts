import {
  ForbiddenException,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasRole, type Role } from '@shop/contracts';
import { IS_PUBLIC, REQUIRED_ROLE } from './access.decorators';

/** Runs after JwtAuthGuard: a signed-in user below the route's `@Roles()` level gets 403. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const required = this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE, targets);
    if (!required || this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const { user } = context.switchToHttp().getRequest<{ user?: { role: string } }>();
    if (hasRole(user?.role, required)) return true;
    throw new ForbiddenException("You don't have permission to access this resource");
  }
}
