import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  CURRENT_PASSWORD_WRONG,
  type ProfileUpdateRequest,
  type RegisterRequest,
  type Role,
} from '@shop/contracts';
import { loadedColumns, selectRows } from '../database/sql';
import { hashPassword, verifyPassword } from './password';
import { CURRENT_TOKEN_SQL } from '../auth/current-token.sql';
import type { TokenBearer } from '../auth/token-bearer';
import { SignedInUser, type UserRow } from './signed-in-user';
import { normalizeLogin, User } from './user.entity';

export type NewAccount = RegisterRequest & {
  role: Role;
  /** Made by an admin: the password must be changed at the first sign-in. */
  temporaryPassword?: boolean;
};

/** The user aggregate: accounts, their credentials and their profile. */
@Injectable()
export class UsersService {
  /** Built on first use, from the entity's metadata, so it follows the entity's columns. */
  private activeUserSql?: string;

  constructor(private readonly em: EntityManager) {}

  /** By username or email, case-insensitively, with the password hash loaded. */
  async findForLogin(login: string): Promise<User | null> {
    const key = normalizeLogin(login);
    const matches = await this.em.find(
      User,
      { $or: [{ normalizedUsername: key }, { normalizedEmail: key }] },
      { populate: ['passwordHash'] },
    );
    // Someone may pick another user's email as a username; the username match wins.
    return matches.find((user) => user.normalizedUsername === key) ?? matches[0] ?? null;
  }

  /**
   * The guard's account check, on every signed-in request but the checkout (which
   * reads the account in its own transaction): one hand-written read (the ORM's
   * `findOne` cost about 1.3 ms of CPU here, several times the statement), mapped into
   * the request's unit of work only when a route asks for the entity
   * (docs/bench-checkout.md). The same statement refuses a token issued before the
   * last password change and one that was signed out
   * (docs/architecture.md#sessions-limits-and-client-addresses), so neither costs a round trip of
   * its own.
   */
  async findActive(token: TokenBearer): Promise<SignedInUser | null> {
    this.activeUserSql ??=
      `select ${loadedColumns(this.em, User).join(', ')} from user` +
      ` where id = ? and is_active = 1 and ${CURRENT_TOKEN_SQL('user')}`;
    const [row] = await selectRows<UserRow>(this.em, this.activeUserSql, [
      token.accountId,
      token.tokenVersion,
      token.tokenId,
    ]);
    return row ? new SignedInUser(row, token, () => this.em.map(User, row)) : null;
  }

  /** An active staff or admin account by username, with its PIN hash loaded: an approver. */
  findApprover(login: string): Promise<User | null> {
    return this.em.findOne(
      User,
      {
        normalizedUsername: normalizeLogin(login),
        isActive: true,
        role: { $in: ['staff', 'admin'] },
      },
      // From the primary: a PIN set a moment ago must approve at once.
      { populate: ['pinHash'], connectionType: 'write' },
    );
  }

  async create(account: NewAccount): Promise<User> {
    await this.assertAvailable(account.username, account.email);
    const user = new User({
      username: account.username,
      email: account.email,
      firstName: account.first_name,
      lastName: account.last_name,
      phone: account.phone ?? null,
      address: account.address ?? null,
      role: account.role,
      passwordHash: await hashPassword(account.password),
    });
    user.mustChangePassword = account.temporaryPassword === true;
    await this.flushUnique(() => this.em.persist(user), account.username, account.email);
    return user;
  }

  /** PUT semantics: a blank phone or address clears it. */
  async updateProfile(user: User, changes: ProfileUpdateRequest): Promise<User> {
    if (normalizeLogin(changes.email) !== user.normalizedEmail) {
      await this.assertAvailable(null, changes.email);
      user.changeEmail(changes.email);
    }
    user.firstName = changes.first_name;
    user.lastName = changes.last_name;
    user.phone = changes.phone ?? null;
    user.address = changes.address ?? null;
    await this.flushUnique(() => undefined, null, changes.email);
    return user;
  }

  async changePassword(user: User, current: string, next: string): Promise<void> {
    await this.checkPassword(user, current);
    user.passwordHash = await hashPassword(next);
    user.mustChangePassword = false;
    // Ends every session opened before the change
    // (docs/decisions/0060-a-password-change-ends-other-sessions.md).
    user.tokenVersion += 1;
    await this.em.flush();
  }

  /** Whole seconds, like `createdAt`: the staff list shows it. One update, no unit of work. */
  async recordSignIn(user: User): Promise<void> {
    user.lastSignInAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    await this.em.nativeUpdate(User, { id: user.id }, { lastSignInAt: user.lastSignInAt });
  }

  /** The approval PIN (docs/product/roles-and-rules.md#temporary-passwords-and-pins), hashed like a password. */
  async setPin(user: User, pin: string): Promise<void> {
    user.pinHash = await hashPassword(pin);
    await this.em.flush();
  }

  /** 400 "Current password is incorrect" unless `current` is the user's password. */
  async checkPassword(user: User, current: string): Promise<void> {
    await this.em.populate(user, ['passwordHash']);
    if (!(await verifyPassword(user.passwordHash, current)))
      throw new BadRequestException(CURRENT_PASSWORD_WRONG);
  }

  async setActive(username: string, isActive: boolean): Promise<User> {
    const user = await this.em.findOne(User, { normalizedUsername: normalizeLogin(username) });
    if (!user) throw new NotFoundException(`No user named "${username}"`);
    user.setActive(isActive);
    await this.em.flush();
    return user;
  }

  list(): Promise<User[]> {
    return this.em.find(User, {}, { orderBy: { id: 'asc' } });
  }

  private async assertAvailable(username: string | null, email: string): Promise<void> {
    const taken = await this.em.find(User, {
      $or: [
        ...(username === null ? [] : [{ normalizedUsername: normalizeLogin(username) }]),
        { normalizedEmail: normalizeLogin(email) },
      ],
    });
    if (username !== null && taken.some((u) => u.normalizedUsername === normalizeLogin(username)))
      throw new ConflictException('Username already exists');
    if (taken.length > 0) throw new ConflictException('Email already exists');
  }

  /** The unique keys decide a race the check above lost; it answers 409, not 500. */
  private async flushUnique(
    change: () => unknown,
    username: string | null,
    email: string,
  ): Promise<void> {
    try {
      change();
      await this.em.flush();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      await this.assertAvailable(username, email);
      throw new ConflictException('Username or email already exists');
    }
  }
}
