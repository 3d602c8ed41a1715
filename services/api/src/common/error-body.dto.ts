import type { ErrorBody } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/**
 * `{"error": "…"}`, the body of every refusal (docs/architecture.md#api), for the OpenAPI document.
 */
const errorBodySchema = z.object({ error: z.string() }) satisfies z.ZodType<ErrorBody>;

export class ErrorBodyDto extends createZodDto(errorBodySchema) {}
