import { emailReceiptSchema } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

// No body at all is the same as `{}`: send to the customer's address.
export class EmailReceiptDto extends createZodDto(emailReceiptSchema.optional()) {}
