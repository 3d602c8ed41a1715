import {
  EntityManager,
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  SUPPLIER_NAME_TAKEN,
  SUPPLIER_NOT_FOUND,
  type Supplier as SupplierBody,
  type SupplierCreate,
  type SupplierDeleteResult,
  type SupplierList,
  type SupplierQuery,
  type SupplierUpdate,
} from '@shop/contracts';
import { Product } from '../catalog/product.entity';
import { toSupplierBody } from './supplier.mapper';
import { normalizeSupplierName, Supplier } from './supplier.entity';

/** The suppliers the back office keeps; products name one of them as preferred. */
@Injectable()
export class SuppliersService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first; `active` keeps only active (true) or inactive (false) ones. */
  async list(query: SupplierQuery): Promise<SupplierList> {
    const suppliers = await this.em.find(
      Supplier,
      query.active === undefined ? {} : { isActive: query.active },
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
    );
    return { suppliers: suppliers.map(toSupplierBody) };
  }

  async get(id: number): Promise<SupplierBody> {
    return toSupplierBody(await this.find(this.em, id));
  }

  async create(body: SupplierCreate): Promise<SupplierBody> {
    return this.nameConflictsAsHttp(() =>
      this.em.transactional(async (em) => {
        await this.assertNameFree(em, body.name);
        const supplier = new Supplier({
          name: body.name,
          contactPerson: body.contact_person,
          email: body.email,
          phone: body.phone,
          address: body.address,
          paymentTerms: body.payment_terms,
          deliverySchedule: body.delivery_schedule,
          isActive: body.is_active,
        });
        await em.persist(supplier).flush();
        return toSupplierBody(supplier);
      }),
    );
  }

  /** Only the fields sent change; a blank or null optional field is cleared. */
  async update(id: number, body: SupplierUpdate): Promise<SupplierBody> {
    return this.nameConflictsAsHttp(() =>
      this.em.transactional(async (em) => {
        const supplier = await this.find(em, id);
        if (body.name !== undefined && normalizeSupplierName(body.name) !== supplier.normalizedName)
          await this.assertNameFree(em, body.name);
        if (body.name !== undefined) supplier.rename(body.name);
        if (body.contact_person !== undefined) supplier.contactPerson = body.contact_person;
        if (body.email !== undefined) supplier.email = body.email;
        if (body.phone !== undefined) supplier.phone = body.phone;
        if (body.address !== undefined) supplier.address = body.address;
        if (body.payment_terms !== undefined) supplier.paymentTerms = body.payment_terms;
        if (body.delivery_schedule !== undefined)
          supplier.deliverySchedule = body.delivery_schedule;
        if (body.is_active !== undefined) supplier.isActive = body.is_active;
        await em.flush();
        return toSupplierBody(supplier);
      }),
    );
  }

  /**
   * A supplier no product names as preferred is deleted. One that products refer to
   * is made inactive instead, so those products keep it; the answer says which.
   */
  async remove(id: number): Promise<SupplierDeleteResult> {
    const deleted = await this.em.transactional(async (em) => {
      await this.find(em, id);
      if ((await em.count(Product, { supplier: id })) > 0) return false;
      try {
        await em.nativeDelete(Supplier, { id });
        return true;
      } catch (error) {
        // A product that named it meanwhile: the foreign key keeps the row.
        if (error instanceof ForeignKeyConstraintViolationException) return false;
        throw error;
      }
    });
    if (deleted) return { message: 'Supplier deleted', deleted: true };
    await this.em.nativeUpdate(Supplier, { id }, { isActive: false });
    const supplier = await this.find(this.em.fork(), id);
    return {
      message:
        'Supplier made inactive instead of deleted: products still name it as their supplier',
      deleted: false,
      supplier: toSupplierBody(supplier),
    };
  }

  private async find(em: EntityManager, id: number): Promise<Supplier> {
    const supplier = await em.findOne(Supplier, id);
    if (!supplier) throw new NotFoundException(SUPPLIER_NOT_FOUND);
    return supplier;
  }

  private async assertNameFree(em: EntityManager, name: string): Promise<void> {
    if ((await em.count(Supplier, { normalizedName: normalizeSupplierName(name) })) > 0)
      throw new ConflictException(SUPPLIER_NAME_TAKEN);
  }

  /** Two staff adding "Acme" and "ACME" at once: the unique key decides, still a 409. */
  private async nameConflictsAsHttp<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictException(SUPPLIER_NAME_TAKEN);
      throw error;
    }
  }
}
