import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { ROLES, type Role } from '@shop/contracts';

export interface NewUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  role?: Role;
  phone?: string | null;
  address?: string | null;
}

/** Usernames and emails compare case-insensitively, so each keeps a lower-cased unique key. */
export function normalizeLogin(value: string): string {
  return value.trim().toLowerCase();
}

@Entity({ tableName: 'user' })
export class User {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** As the user typed it, for display. */
  @Property({ type: 'string', length: 20 })
  username: string;

  @Property({ type: 'string', length: 20, unique: true })
  normalizedUsername: string;

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 254, unique: true })
  normalizedEmail: string;

  @Property({ type: 'string', length: 100 })
  firstName: string;

  @Property({ type: 'string', length: 100 })
  lastName: string;

  @Property({ type: 'string', length: 20, nullable: true })
  phone: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  address: string | null;

  @Enum({ items: () => ROLES })
  role: Role;

  /** argon2id PHC string; never leaves the API (see users/password.ts). */
  @Property({ type: 'string', length: 255, lazy: true })
  passwordHash: string;

  @Property({ type: 'boolean' })
  isActive = true;

  /**
   * A temporary password, set by an admin: sign-in says so and every other call is refused until
   * it is changed (docs/product/roles-and-rules.md#temporary-passwords-and-pins).
   */
  @Property({ type: 'boolean', default: false })
  mustChangePassword = false;

  /** argon2id of the approval PIN (docs/product/roles-and-rules.md#temporary-passwords-and-pins). */
  @Property({ type: 'string', length: 255, nullable: true, lazy: true })
  pinHash: string | null = null;

  /** Whole seconds, like `createdAt`; null until the first sign-in the shop recorded. */
  @Property({ type: 'datetime', nullable: true })
  lastSignInAt: Date | null = null;

  /**
   * Every token carries the version it was issued at; a password change moves it on, so
   * every token issued before the change is refused at once
   * (docs/decisions/0060-a-password-change-ends-other-sessions.md).
   */
  @Property({ type: 'integer', default: 0 })
  tokenVersion = 0;

  /**
   * Whole seconds: MySQL's datetime drops milliseconds, so the value the register
   * response shows is the one every later read returns, on either database.
   */
  @Property({ type: 'datetime' })
  createdAt: Date = new Date(Math.floor(Date.now() / 1000) * 1000);

  constructor(data: NewUser) {
    this.username = data.username.trim();
    this.normalizedUsername = normalizeLogin(data.username);
    this.email = data.email.trim();
    this.normalizedEmail = normalizeLogin(data.email);
    this.firstName = data.firstName;
    this.lastName = data.lastName;
    this.passwordHash = data.passwordHash;
    this.role = data.role ?? 'customer';
    this.phone = data.phone ?? null;
    this.address = data.address ?? null;
  }

  /**
   * A deactivated account's tokens are refused at once (the guard reads `is_active` on every
   * call), and moving the token version on keeps them refused after a reactivation.
   */
  setActive(isActive: boolean): void {
    if (this.isActive && !isActive) this.tokenVersion += 1;
    this.isActive = isActive;
  }

  /**
   * A password only its owner should keep: it must be changed at the next sign-in, and every
   * session open now ends (docs/product/roles-and-rules.md#temporary-passwords-and-pins).
   */
  setTemporaryPassword(passwordHash: string): void {
    this.passwordHash = passwordHash;
    this.mustChangePassword = true;
    this.tokenVersion += 1;
  }

  /** Changes the email together with its lookup key, so the two never disagree. */
  changeEmail(email: string): void {
    this.email = email.trim();
    this.normalizedEmail = normalizeLogin(email);
  }
}
