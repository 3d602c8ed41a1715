import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';

/**
 * API_DOCS: whether the OpenAPI document and its UI are served. Always outside production
 * (`npm start` and `npm run dev` run the API without NODE_ENV); with NODE_ENV=production only
 * when API_DOCS=public, since the document maps every route for a stranger.
 */
export function readApiDocsSetting(env: NodeJS.ProcessEnv = process.env): boolean {
  const text = env.API_DOCS?.trim().toLowerCase();
  if (text && text !== 'public')
    throw new Error(`API_DOCS must be public or unset, got "${env.API_DOCS}"`);
  return text === 'public' || env.NODE_ENV !== 'production';
}

/** OpenAPI UI at /api/docs and the JSON document at /api/docs/json (docs/architecture.md#api). */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Shop API')
    .setDescription(
      'Fitness-apparel shop: storefront, back office and reports. Every error body is { "error": string }.',
    )
    .setVersion('0.1.0')
    .addBearerAuth()
    .build();
  const document = cleanupOpenApiDoc(SwaggerModule.createDocument(app, config));
  SwaggerModule.setup('docs', app, document, {
    useGlobalPrefix: true,
    jsonDocumentUrl: 'docs/json',
  });
}
