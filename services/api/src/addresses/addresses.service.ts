import { EntityManager } from '@mikro-orm/core';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ADDRESS_NOT_FOUND,
  MAX_SAVED_ADDRESSES,
  TOO_MANY_ADDRESSES,
  type CreateAddressRequest,
  type SavedAddress,
  type UpdateAddressRequest,
} from '@shop/contracts';
import { lockOwnerRow } from '../users/owner-lock';
import { User } from '../users/user.entity';
import { toSavedAddress } from './address.mapper';
import { CustomerAddress } from './customer-address.entity';

/**
 * A signed-in user's saved delivery addresses (docs/product/account.md#addresses). Each call
 * reads and writes only the caller's own: another's address is "Address not found" (404), as if
 * it did not exist. Of a user's addresses exactly one is the default while they have any.
 */
@Injectable()
export class AddressesService {
  constructor(private readonly em: EntityManager) {}

  /** The default first, then in the order they were added. */
  async list(userId: number): Promise<SavedAddress[]> {
    const addresses = await this.em
      .fork()
      .find(
        CustomerAddress,
        { user: userId },
        { orderBy: { isDefault: 'desc', createdAt: 'asc', id: 'asc' } },
      );
    return addresses.map(toSavedAddress);
  }

  async create(userId: number, body: CreateAddressRequest): Promise<SavedAddress> {
    return this.em.fork().transactional(async (em) => {
      // Counted under the owner's row lock, taken first: two saves at once cannot both pass the
      // cap (users/owner-lock.ts).
      await lockOwnerRow(em, userId);
      const saved = await em.count(CustomerAddress, { user: userId });
      if (saved >= MAX_SAVED_ADDRESSES) throw new ConflictException(TOO_MANY_ADDRESSES);
      const isDefault = saved === 0 || body.is_default === true;
      if (isDefault) await this.clearDefault(em, userId);
      const address = new CustomerAddress(em.getReference(User, userId), body, isDefault);
      em.persist(address);
      await em.flush();
      return toSavedAddress(address);
    });
  }

  async update(userId: number, id: number, body: UpdateAddressRequest): Promise<SavedAddress> {
    return this.em.fork().transactional(async (em) => {
      const address = await this.findOwn(em, userId, id);
      if (body.line1 !== undefined) address.line1 = body.line1;
      if (body.line2 !== undefined) address.line2 = body.line2;
      if (body.city !== undefined) address.city = body.city;
      if (body.state !== undefined) address.state = body.state;
      if (body.zip !== undefined) address.zip = body.zip;
      if (body.is_default && !address.isDefault) {
        await this.clearDefault(em, userId);
        address.isDefault = true;
      }
      await em.flush();
      return toSavedAddress(address);
    });
  }

  /** Deleting the default makes the oldest of the rest the default. Past orders keep their copy. */
  async remove(userId: number, id: number): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const address = await this.findOwn(em, userId, id);
      em.remove(address);
      await em.flush();
      if (!address.isDefault) return;
      const next = await em.findOne(
        CustomerAddress,
        { user: userId },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
      if (next) {
        next.isDefault = true;
        await em.flush();
      }
    });
  }

  private async findOwn(em: EntityManager, userId: number, id: number): Promise<CustomerAddress> {
    const address = await em.findOne(CustomerAddress, { id, user: userId });
    if (!address) throw new NotFoundException(ADDRESS_NOT_FOUND);
    return address;
  }

  private async clearDefault(em: EntityManager, userId: number): Promise<void> {
    await em.nativeUpdate(CustomerAddress, { user: userId, isDefault: true }, { isDefault: false });
  }
}
