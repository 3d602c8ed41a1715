import { EntityManager, type FilterQuery } from '@mikro-orm/core';
import { Injectable, NotFoundException } from '@nestjs/common';
import {
  hasRole,
  type ReturnList,
  type ReturnQuery,
  type SaleReturn as SaleReturnBody,
} from '@shop/contracts';
import { pageInfo, pageOffset } from '../common/pagination';
import type { SignedInUser } from '../users/signed-in-user';
import { FULL_RETURN, toReturnBody } from './return.mapper';
import { SaleReturn } from './sale-return.entity';

/** One return as the API answers it, read after its transaction committed. */
export async function readReturn(em: EntityManager, id: number): Promise<SaleReturnBody> {
  return toReturnBody(await em.fork().findOneOrFail(SaleReturn, id, FULL_RETURN));
}

/** What a route that makes or moves a return answers, and whether it had been done already. */
export interface ReturnAnswer {
  saleReturn: SaleReturnBody;
  replayed: boolean;
}

/** Reading returns: staff's list, and one return for staff or the purchase's owner. */
@Injectable()
export class ReturnsQueryService {
  constructor(private readonly em: EntityManager) {}

  /** `GET /returns/`: newest first, by status, channel and purchase. */
  async list(query: ReturnQuery): Promise<ReturnList> {
    const where: FilterQuery<SaleReturn> = {
      ...(query.status && { status: query.status }),
      ...(query.channel && { channel: query.channel }),
      ...(query.purchase_id && { purchase: query.purchase_id }),
    };
    const [returns, total] = await this.em.fork().findAndCount(SaleReturn, where, {
      ...FULL_RETURN,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: query.per_page,
      offset: pageOffset(query),
    });
    return { returns: returns.map(toReturnBody), ...pageInfo(total, query) };
  }

  /** Someone else's return is as absent to a customer as a missing one. */
  async get(id: number, viewer: SignedInUser): Promise<SaleReturnBody> {
    const mine = hasRole(viewer.role, 'staff') ? {} : { purchase: { user: viewer.id } };
    const found = await this.em.fork().findOne(SaleReturn, { id, ...mine }, FULL_RETURN);
    if (!found) throw new NotFoundException('Return not found');
    return toReturnBody(found);
  }
}
