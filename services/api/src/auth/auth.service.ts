import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/core';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type {
  AuthResponse,
  ChangePasswordResponse,
  LoginRequest,
  RegisterRequest,
} from '@shop/contracts';
import { RolePermissionsService } from '../permissions/role-permissions.service';
import { hashPassword, verifyPassword } from '../users/password';
import type { SignedInUser } from '../users/signed-in-user';
import { toUserProfile } from '../users/user.mapper';
import { normalizeLogin, type User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { LoginThrottle, type LoginSubject } from './login-throttle';
import { RevokedToken } from './revoked-token.entity';
import { SignUpThrottle } from './sign-up-throttle';
import { newTokenId } from './token-id';

const INVALID_CREDENTIALS = 'Invalid username or password';

/** Sign-up, sign-in and sign-out, and the fresh token after a password change. */
@Injectable()
export class AuthService {
  /** Verified against when the login names nobody, so both cases take one hash's time. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
    private readonly signUps: SignUpThrottle,
    private readonly em: EntityManager,
    private readonly roles: RolePermissionsService,
  ) {}

  /** Always a customer: the body's `role`, if any, never reached this far (the schema drops it). */
  async register(body: RegisterRequest, ip: string): Promise<AuthResponse> {
    await this.signUps.countAttempt(ip);
    const user = await this.users.create({ ...body, role: 'customer' });
    return this.issue(user);
  }

  /**
   * One answer for an unknown login, a wrong password and a deactivated account,
   * so the response never tells which accounts exist. Failures count against the
   * account, whichever of its names was typed (login-throttle.ts).
   */
  async login({ username, password }: LoginRequest, ip: string): Promise<AuthResponse> {
    const login = normalizeLogin(username);
    const user = await this.users.findForLogin(login);
    const subject: LoginSubject = user ? `account:${user.id}` : `name:${login}`;
    await this.throttle.assertAllowed(ip, subject);
    const matches = await verifyPassword(
      user ? user.passwordHash : await this.getDummyHash(),
      password,
    );
    if (!user || !matches || !user.isActive) {
      await this.throttle.recordFailure(ip, subject);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(ip, subject);
    await this.users.recordSignIn(user);
    return this.issue(user);
  }

  /**
   * Ends every session opened before (docs/decisions/0060-a-password-change-ends-other-sessions.md)
   * and hands the device that made the change a fresh token at the new version, so it stays signed
   * in.
   */
  async changePassword(
    signedIn: SignedInUser,
    current: string,
    next: string,
  ): Promise<ChangePasswordResponse> {
    const user = signedIn.entity();
    await this.users.changePassword(user, current, next);
    const { access_token } = await this.issue(user);
    return { message: 'Password changed successfully', access_token };
  }

  /**
   * Puts the request's token on the deny-list until it expires
   * (docs/decisions/0061-sign-out-ends-the-token-on-the-server.md), and sweeps entries whose tokens
   * have expired anyway, so the list holds only live tokens.
   */
  async logout(signedIn: SignedInUser): Promise<void> {
    const { tokenId, expiresAt } = signedIn.token;
    const em = this.em.fork();
    await em.nativeDelete(RevokedToken, { expiresAt: { $lt: new Date() } });
    // An upsert: two sign-outs of one token at once both succeed.
    await em.upsert(RevokedToken, new RevokedToken(tokenId, new Date(expiresAt * 1000)));
  }

  /**
   * A token, and the user with their role's permissions. After a sign-in with a temporary password
   * the token says so (`tmp`), and the guard refuses it everywhere but the password change
   * (docs/product/roles-and-rules.md#temporary-passwords-and-pins).
   */
  private async issue(user: User): Promise<AuthResponse> {
    const temporary = user.mustChangePassword ? { tmp: true } : {};
    const access_token = await this.jwt.signAsync(
      { sub: String(user.id), role: user.role, ver: user.tokenVersion, ...temporary },
      { jwtid: newTokenId() },
    );
    return {
      access_token,
      user: toUserProfile(user, await this.roles.accessOf(user.role)),
      must_change_password: user.mustChangePassword,
    };
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
