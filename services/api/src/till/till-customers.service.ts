import { randomBytes } from 'node:crypto';
import { EntityManager, type FilterQuery } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import {
  PHONE_ONLY_EMAIL_DOMAIN,
  TILL_CUSTOMER_SEARCH_LIMIT,
  type TillCustomer,
  type TillCustomerCreateRequest,
} from '@shop/contracts';
import { AuditTrail } from '../audit/audit-trail';
import type { SignedInUser } from '../users/signed-in-user';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { toTillCustomer } from './till-customer.mapper';

/**
 * Customers at the till (docs/product/point-of-sale.md#customers-at-the-till): found by name,
 * e-mail or phone, and created on the spot so a sale can be filed under their account.
 */
@Injectable()
export class TillCustomersService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly audit: AuditTrail,
  ) {}

  /** Active customers only (never staff), every word in a name, the e-mail or the phone. */
  async search(search: string): Promise<TillCustomer[]> {
    // `%` and `_` are LIKE's wildcards: a word is matched as typed.
    const words = search
      .toLowerCase()
      .replace(/[%_\\]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    if (!words.length) return [];
    const where: FilterQuery<User> = {
      role: 'customer',
      isActive: true,
      $and: words.map((word) => ({
        $or: [
          { firstName: { $like: `%${word}%` } },
          { lastName: { $like: `%${word}%` } },
          { normalizedEmail: { $like: `%${word}%` } },
          { phone: { $like: `%${word}%` } },
        ],
      })),
    };
    const found = await this.em.find(User, where, {
      orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' },
      limit: TILL_CUSTOMER_SEARCH_LIMIT,
    });
    return found.map(toTillCustomer);
  }

  /**
   * A customer account with no password anyone knows: a long random one, hashed and thrown away.
   * The shop has no "forgot password" yet, so the customer cannot claim it on their own until
   * one is built (docs/decisions/0106-customers-and-held-sales-at-the-till.md).
   */
  async create(actor: SignedInUser, body: TillCustomerCreateRequest): Promise<TillCustomer> {
    const username = `c-${randomBytes(6).toString('hex')}`;
    const customer = await this.users.create({
      username,
      email: body.email ?? `${username}${PHONE_ONLY_EMAIL_DOMAIN}`,
      first_name: body.first_name,
      last_name: body.last_name,
      phone: body.phone,
      password: randomBytes(32).toString('base64url'),
      role: 'customer',
    });
    // Accounts' entries are the staff kind's: who made which account (docs/product/audit.md).
    this.audit.record(this.em, {
      actor,
      kind: 'staff',
      subject: `user:${customer.id}`,
      summary: `Created customer ${customer.firstName} ${customer.lastName} at the till`,
      before: null,
      after: { role: 'customer' },
    });
    await this.em.flush();
    return toTillCustomer(customer);
  }
}
