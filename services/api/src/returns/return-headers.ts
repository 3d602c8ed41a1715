import { BadRequestException } from '@nestjs/common';
import {
  APPROVER_HEADER,
  APPROVER_PIN_HEADER,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENT_REPLAY_HEADER,
  parseIdempotencyKey,
  type ReturnResponse,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import type { ApprovalAsked } from './return-override';
import type { ReturnAnswer } from './returns-query.service';

type Headers = Record<string, string | string[] | undefined>;

/** `Idempotency-Key`, read as the checkout reads it; 400 when present but unusable. */
export function idempotencyKeyOf(headers: Headers): string | null {
  const header = headers['idempotency-key'];
  if (header === undefined) return null;
  const key = typeof header === 'string' ? parseIdempotencyKey(header) : null;
  if (key === null) throw new BadRequestException(IDEMPOTENCY_KEY_INVALID);
  return key;
}

/** The approval on the spot a request carries (docs/product/roles-and-rules.md#approvals-on-the-spot). */
export function approvalAskedOf(headers: Headers): ApprovalAsked | null {
  const username = headers[APPROVER_HEADER];
  const pin = headers[APPROVER_PIN_HEADER];
  if (username === undefined && pin === undefined) return null;
  return {
    username: typeof username === 'string' ? username : '',
    pin: typeof pin === 'string' ? pin : '',
  };
}

/** The answer, marked `Idempotent-Replayed: true` when the request had been done already. */
export function answer(made: ReturnAnswer, reply: FastifyReply): ReturnResponse {
  if (made.replayed) void reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return { return: made.saleReturn };
}
