import { createAddressSchema, updateAddressSchema } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

/** The shared contract schemas, as classes Nest can validate against and document. */
export class CreateAddressDto extends createZodDto(createAddressSchema) {}
export class UpdateAddressDto extends createZodDto(updateAddressSchema) {}
