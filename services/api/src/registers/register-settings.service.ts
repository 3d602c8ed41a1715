import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  REGISTER_NAME_TAKEN,
  REGISTER_NOT_FOUND,
  retireWhileOpen,
  type Register as RegisterBody,
} from '@shop/contracts';
import type { AuditActor } from '../audit/audit-entry.entity';
import { recordAudit } from '../audit/audit-trail';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import { toRegisterBody } from './drawer.mapper';
import { Register } from './register.entity';
import { RegisterSession } from './register-session.entity';

/**
 * The registers of the store settings (docs/product/registers.md#registers): added, renamed and
 * retired by whoever manages the settings, each change in the audit trail. Names are unique
 * ignoring case; a register with an open session cannot be retired.
 */
@Injectable()
export class RegisterSettingsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  /** Every register, those in use first, then by name. */
  async list(): Promise<RegisterBody[]> {
    const registers = await this.em.fork().find(Register, {}, { orderBy: { name: 'asc' } });
    const inUse = (register: Register) => (register.retiredAt ? 1 : 0);
    return registers.sort((a, b) => inUse(a) - inUse(b)).map(toRegisterBody);
  }

  async add(actor: AuditActor, name: string): Promise<RegisterBody> {
    return nameTakenAsConflict(() =>
      this.em.fork().transactional(async (em) => {
        await assertNameFree(em, name);
        const register = new Register(name, this.shop.clock.now());
        await em.persist(register).flush();
        recordAudit(em, {
          actor,
          kind: 'settings',
          subject: `register:${register.id}`,
          summary: `Added the register ${name}`,
          before: null,
          after: { name },
        });
        return toRegisterBody(register);
      }),
    );
  }

  async rename(actor: AuditActor, id: number, name: string): Promise<RegisterBody> {
    return nameTakenAsConflict(() =>
      this.em.fork().transactional(async (em) => {
        const register = await findRegister(em, id);
        const before = register.name;
        if (before === name) return toRegisterBody(register);
        await assertNameFree(em, name, id);
        register.name = name;
        await em.flush();
        recordAudit(em, {
          actor,
          kind: 'settings',
          subject: `register:${id}`,
          summary: `Renamed the register ${before} to ${name}`,
          before: { name: before },
          after: { name },
        });
        return toRegisterBody(register);
      }),
    );
  }

  /** Retired registers keep their sessions and name; retiring twice changes nothing. */
  async retire(actor: AuditActor, id: number): Promise<RegisterBody> {
    return this.em.fork().transactional(async (em) => {
      const register = await findRegister(em, id);
      if (register.retiredAt) return toRegisterBody(register);
      if (await em.count(RegisterSession, { openRegisterId: id }))
        throw new ConflictException(retireWhileOpen(register.name));
      register.retiredAt = this.shop.clock.now();
      recordAudit(em, {
        actor,
        kind: 'settings',
        subject: `register:${id}`,
        summary: `Retired the register ${register.name}`,
        before: { retired: false },
        after: { retired: true },
      });
      return toRegisterBody(register);
    });
  }
}

async function findRegister(em: EntityManager, id: number): Promise<Register> {
  const register = await em.findOne(Register, id);
  if (!register) throw new NotFoundException(REGISTER_NOT_FOUND);
  return register;
}

/** "Front counter" and "front counter" are one name, on SQLite as on MySQL. */
async function assertNameFree(em: EntityManager, name: string, except?: number): Promise<void> {
  const wanted = name.toLowerCase();
  const registers = await em.find(Register, {}, { fields: ['name'] });
  if (registers.some((other) => other.id !== except && other.name.toLowerCase() === wanted))
    throw new ConflictException(REGISTER_NAME_TAKEN);
}

/** Two managers adding one name at once: the unique index decides, still a 409. */
async function nameTakenAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new ConflictException(REGISTER_NAME_TAKEN);
    throw error;
  }
}
