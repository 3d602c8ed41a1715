import { Injectable } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { ProductList } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';

/** Enough for every page a busy storefront asks for in a few seconds, small next to the heap. */
export const MAX_CACHED_LISTS = 500;
/**
 * Writes through the API clear the cache at once; this only bounds how long a change
 * made behind the API's back (SQL by hand, another tool) can stay unseen.
 */
export const MAX_LIST_AGE_MS = 10_000;

interface CachedList {
  answer: Promise<ProductList>;
  storedAt: number;
}

/**
 * Product-list answers by query and viewer. Counting a large catalogue for every
 * page view is the list's main cost (docs/bench-catalogue.md), so answers are
 * reused until something that the list shows may have changed: every route that
 * can change names, prices, categories, visibility or stock is marked
 * `@ChangesCatalogue()` and clears the cache when it answers, so the next request
 * sees the change. Concurrent misses of one key share one load.
 *
 * The cache lives in this API process: with several API instances behind a load
 * balancer, a write clears only its own instance's cache, so run them with
 * PRODUCT_LIST_CACHE=off (or give them a shared version number to watch).
 */
@Injectable()
export class ProductListCache {
  private readonly lists = new Map<string, CachedList>();
  private enabled = true;

  /** PRODUCT_LIST_CACHE=off: every request loads (several API instances, measurements). */
  disable(): void {
    this.enabled = false;
    this.lists.clear();
  }

  read(key: string, load: () => Promise<ProductList>): Promise<ProductList> {
    if (!this.enabled) return load();
    const cached = this.lists.get(key);
    if (cached && Date.now() - cached.storedAt < MAX_LIST_AGE_MS) return cached.answer;
    const answer = load();
    this.lists.delete(key); // re-inserted last: the Map's order is then oldest first
    this.lists.set(key, { answer, storedAt: Date.now() });
    // A failed load is not kept: the next request tries again.
    answer.catch(() => {
      if (this.lists.get(key)?.answer === answer) this.lists.delete(key);
    });
    if (this.lists.size > MAX_CACHED_LISTS) this.lists.delete(this.lists.keys().next().value!);
    return answer;
  }

  /**
   * Forgets every answer. A load still running keeps its (possibly older) result
   * to itself; it is no longer in the map for later requests to find.
   */
  changed(): void {
    this.lists.clear();
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `@ChangesCatalogue()`, read by `clearListsOnCatalogueChange`. */
    changesCatalogue?: boolean;
  }
}

/**
 * On a write route that can change what the product list shows. A flag on the Fastify
 * route rather than a Nest interceptor: an interceptor runs through rxjs and async
 * resource bindings on every request, a visible share of the checkout's CPU
 * (docs/bench-checkout.md).
 */
export const ChangesCatalogue = () => RouteConfig({ changesCatalogue: true });

/**
 * Clears the cache whenever a `@ChangesCatalogue()` route answers, success or error:
 * after its transaction has committed (or failed), before the answer leaves.
 */
export function clearListsOnCatalogueChange(
  fastify: FastifyInstance,
  lists: ProductListCache,
): void {
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    if (request.routeOptions.config.changesCatalogue) lists.changed();
    done(null, payload);
  });
}
