import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users/users.module';
import { ATTEMPT_STORE, MemoryAttemptStore } from './attempt-store';
import { AUTH_SETTINGS, JWT_ALGORITHM } from './auth.constants';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import type { AuthSettings } from './auth-settings';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { LoginThrottle } from './login-throttle';
import { RolesGuard } from './roles.guard';

@Module({})
export class AuthModule {
  /**
   * The guards are global (APP_GUARD), authentication first, then the role, so
   * every controller of every module is covered. To share login throttling
   * between API instances, replace the ATTEMPT_STORE provider (attempt-store.ts).
   */
  static forRoot(settings: AuthSettings): DynamicModule {
    return {
      module: AuthModule,
      imports: [
        UsersModule,
        PassportModule,
        JwtModule.register({
          secret: settings.secret,
          signOptions: { algorithm: JWT_ALGORITHM, expiresIn: settings.expiresIn },
          verifyOptions: { algorithms: [JWT_ALGORITHM] },
        }),
      ],
      controllers: [AuthController],
      providers: [
        { provide: AUTH_SETTINGS, useValue: settings },
        { provide: ATTEMPT_STORE, useFactory: () => new MemoryAttemptStore() },
        AuthService,
        LoginThrottle,
        JwtStrategy,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
    };
  }
}
