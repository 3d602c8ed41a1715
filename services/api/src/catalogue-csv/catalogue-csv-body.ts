import { CATALOGUE_CSV_MAX_BYTES } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';

/** The one route that reads a CSV body (docs/product/catalogue.md#import-and-export). */
export const CATALOGUE_IMPORT_URL = '/api/catalogue/import';

/**
 * Lets the catalogue import take its file as raw `text/csv` bytes, up to CATALOGUE_CSV_MAX_BYTES
 * (a larger body is refused with 413 before it is read). Any other route keeps answering 415 to a
 * CSV body, as it does to every body that is not JSON.
 */
export function acceptCatalogueCsv(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (route.url === CATALOGUE_IMPORT_URL) route.bodyLimit = CATALOGUE_CSV_MAX_BYTES;
  });
  fastify.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (request, body, done) => {
    if (request.routeOptions.url !== CATALOGUE_IMPORT_URL) {
      done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
      return;
    }
    done(null, body);
  });
}
