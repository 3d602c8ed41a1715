import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';

/**
 * OpenAPI UI at /api/docs and the JSON document at /api/docs/json (docs/architecture.md#api),
 * built on its first request: converting every route's schemas costs a start (and each of the
 * API tests' shops) about half a second (docs/performance.md#the-test-shops-seeded-copy).
 */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Shop API')
    .setDescription(
      'Fitness-apparel shop: storefront, back office and reports. Every error body is { "error": string }.',
    )
    .setVersion('0.1.0')
    .addBearerAuth()
    .build();
  const document = () => cleanupOpenApiDoc(SwaggerModule.createDocument(app, config));
  SwaggerModule.setup('docs', app, document, {
    useGlobalPrefix: true,
    jsonDocumentUrl: 'docs/json',
  });
}
