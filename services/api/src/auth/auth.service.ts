import { randomBytes } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthResponse, LoginRequest, RegisterRequest } from '@shop/contracts';
import { hashPassword, verifyPassword } from '../users/password';
import { toUserProfile } from '../users/user.mapper';
import { normalizeLogin, type User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { LoginThrottle } from './login-throttle';

const INVALID_CREDENTIALS = 'Invalid username or password';

/** Sign-up and sign-in: both end with a token and the user's profile. */
@Injectable()
export class AuthService {
  /** Verified against when the login names nobody, so both cases take one hash's time. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
  ) {}

  /** Always a customer: the body's `role`, if any, never reached this far (the schema drops it). */
  async register(body: RegisterRequest): Promise<AuthResponse> {
    const user = await this.users.create({ ...body, role: 'customer' });
    return this.issue(user);
  }

  /**
   * One answer for an unknown login, a wrong password and a deactivated account,
   * so the response never tells which accounts exist.
   */
  async login({ username, password }: LoginRequest, ip: string): Promise<AuthResponse> {
    const login = normalizeLogin(username);
    await this.throttle.assertAllowed(ip, login);
    const user = await this.users.findForLogin(login);
    const matches = await verifyPassword(
      user ? user.passwordHash : await this.getDummyHash(),
      password,
    );
    if (!user || !matches || !user.isActive) {
      await this.throttle.recordFailure(ip, login);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(login);
    return this.issue(user);
  }

  private async issue(user: User): Promise<AuthResponse> {
    const access_token = await this.jwt.signAsync({ sub: String(user.id), role: user.role });
    return { access_token, user: toUserProfile(user) };
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
