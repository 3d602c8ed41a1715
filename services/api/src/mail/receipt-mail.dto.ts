import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { emailReceiptSchema, type EmailReceiptRequest } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

/** The body as the OpenAPI document describes it. */
export class EmailReceiptDto extends createZodDto(emailReceiptSchema) {}

/**
 * Reads the body by the contract's schema, with no body at all the same as `{}` (send to the
 * customer's address): the global pipe would refuse a missing body. The first failing rule is the
 * error, as everywhere (docs/decisions/0010-one-error-shape.md).
 */
@Injectable()
export class EmailReceiptPipe implements PipeTransform<unknown, EmailReceiptRequest> {
  transform(body: unknown): EmailReceiptRequest {
    const parsed = emailReceiptSchema.safeParse(body ?? {});
    if (!parsed.success) throw new BadRequestException(parsed.error.issues[0]?.message);
    return parsed.data;
  }
}
