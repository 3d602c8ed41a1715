import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { SharedState } from '../shared-state/shared-state';
import { PermissionsModule } from '../permissions/permissions.module';
import { UsersModule } from '../users/users.module';
import { ApprovalThrottle } from './approval-throttle';
import { ApprovalsService } from './approvals.service';
import { ATTEMPT_STORE, MemoryAttemptStore } from './attempt-store';
import { AUTH_SETTINGS, JWT_ALGORITHM } from './auth.constants';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import type { AuthSettings } from './auth-settings';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { LoginThrottle } from './login-throttle';
import { OwnPinService } from './own-pin.service';
import { PermissionGuard } from './permission.guard';
import { RedisAttemptStore } from './redis-attempt-store';
import { RolesGuard } from './roles.guard';
import { SignUpThrottle } from './sign-up-throttle';

@Module({})
export class AuthModule {
  /**
   * The guards are global (APP_GUARD), authentication first, then the role, then the permission
   * (docs/product/roles-and-rules.md#permissions), so
   * every controller of every module is covered. Login failures are counted in Redis
   * when REDIS_URL is set, so every API instance sees the same counts, else in memory
   * (docs/architecture.md#where-state-lives).
   */
  static forRoot(settings: AuthSettings): DynamicModule {
    return {
      module: AuthModule,
      // The attempt counters also throttle checkouts (purchases/checkout-throttle.ts); a return
      // outside the rules asks for an approval of its own (returns/return-override.ts).
      global: true,
      exports: [ATTEMPT_STORE, ApprovalsService],
      imports: [
        UsersModule,
        PermissionsModule,
        PassportModule,
        JwtModule.register({
          secret: settings.secret,
          signOptions: { algorithm: JWT_ALGORITHM, expiresIn: settings.expiresIn },
          verifyOptions: { algorithms: [JWT_ALGORITHM] },
        }),
      ],
      controllers: [AuthController],
      providers: [
        OwnPinService,
        { provide: AUTH_SETTINGS, useValue: settings },
        {
          provide: ATTEMPT_STORE,
          inject: [SharedState],
          useFactory: (shared: SharedState) =>
            shared.configured ? new RedisAttemptStore(shared) : new MemoryAttemptStore(),
        },
        AuthService,
        LoginThrottle,
        SignUpThrottle,
        ApprovalThrottle,
        ApprovalsService,
        JwtStrategy,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_GUARD, useClass: PermissionGuard },
      ],
    };
  }
}
