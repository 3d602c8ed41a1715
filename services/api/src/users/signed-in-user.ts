import type { Permission, Role } from '@shop/contracts';
import type { Approval } from '../auth/approval';
import type { TokenBearer } from '../auth/token-bearer';
import type { User } from './user.entity';

/** The `user` row as the guard reads it: the entity's loaded columns, by column name. */
export interface UserRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  address: string | null;
  role: Role;
  token_version: number;
}

/**
 * The account behind a request's bearer token, as the guard read it. Most
 * routes only read who is asking; `entity()` maps the row into the request's unit of
 * work for those that show or change the account (mapping on every request was a
 * visible share of the checkout's CPU: docs/bench-checkout.md).
 */
export class SignedInUser {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly address: string | null;
  readonly role: Role;
  /**
   * What this user's role may do, as the permission guard read it for this request
   * (docs/product/roles-and-rules.md#permissions); admin holds everything anyway.
   */
  permissions: ReadonlySet<Permission> = new Set();
  /** Set by the permission guard when another user approved this request's action. */
  approvedBy: Approval | null = null;
  private mapped?: User;

  constructor(
    row: UserRow,
    /**
     * The token this request came with: sign-out revokes it
     * (docs/decisions/0061-sign-out-ends-the-token-on-the-server.md).
     */
    readonly token: TokenBearer,
    private readonly toEntity: () => User,
  ) {
    this.id = Number(row.id);
    this.username = row.username;
    this.email = row.email;
    this.firstName = row.first_name;
    this.lastName = row.last_name;
    this.phone = row.phone;
    this.address = row.address;
    this.role = row.role;
  }

  holds(permission: Permission): boolean {
    return this.role === 'admin' || this.permissions.has(permission);
  }

  /** The managed `User`, mapped on first use; changes to it flush with the request's work. */
  entity(): User {
    this.mapped ??= this.toEntity();
    return this.mapped;
  }
}
