import {
  cancelLinesSchema,
  receiveReturnSchema,
  rejectReturnSchema,
  returnQuerySchema,
  returnRequestSchema,
  tillReturnSchema,
} from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

/** The contract's schemas (libs/contracts/src/returns.ts), as classes Nest validates against. */
export class TillReturnDto extends createZodDto(tillReturnSchema) {}
export class ReturnRequestDto extends createZodDto(returnRequestSchema) {}
export class ReceiveReturnDto extends createZodDto(receiveReturnSchema) {}
export class RejectReturnDto extends createZodDto(rejectReturnSchema) {}
export class CancelLinesDto extends createZodDto(cancelLinesSchema) {}
export class ReturnQueryDto extends createZodDto(returnQuerySchema) {}
