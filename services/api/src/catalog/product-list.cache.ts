import { Injectable, Optional } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { SharedState } from '../shared-state/shared-state';

/** Enough for every page a busy storefront asks for in a few seconds, small next to the heap. */
export const MAX_CACHED_LISTS = 500;
/**
 * Writes through the API clear the cache at once; this only bounds how long a change
 * made behind the API's back (SQL by hand, another tool) can stay unseen.
 */
export const MAX_LIST_AGE_MS = 10_000;

interface CachedList {
  answer: Promise<unknown>;
  storedAt: number;
}

/**
 * Product-list answers by query and viewer, and the storefront's style lists (`GET /styles/`) by
 * query. Counting a large catalogue for every
 * page view is the list's main cost (docs/bench-catalogue.md), so answers are
 * reused until something that the list shows may have changed: every route that
 * can change names, prices, categories, visibility or stock is marked
 * `@ChangesCatalogue()` and clears the cache when it answers, so the next request
 * sees the change. Concurrent misses of one key share one load.
 *
 * With several API instances (REDIS_URL set), a change must reach the others too: each
 * change also increments a catalogue version in Redis, and every read first compares
 * that version with the one its answers were kept under, clearing them when it moved,
 * so the next request to any instance sees the change (docs/architecture.md#where-state-lives).
 * While Redis is away nothing can be compared, so every request loads.
 */
@Injectable()
export class ProductListCache {
  private readonly lists = new Map<string, CachedList>();
  private enabled = true;
  /** The shared catalogue version the kept answers belong to. */
  private keptVersion: string | null = null;

  constructor(@Optional() private readonly shared?: SharedState) {
    // What changed while Redis was away was never announced: start over, and make every
    // other instance start over too.
    shared?.onReady(() => void this.changed());
  }

  /** PRODUCT_LIST_CACHE=off: every request loads (measurements). */
  disable(): void {
    this.enabled = false;
    this.lists.clear();
  }

  async read<List>(key: string, load: () => Promise<List>): Promise<List> {
    if (!this.enabled) return load();
    if (this.shared?.configured && !(await this.sameSharedVersion())) return load();
    const cached = this.lists.get(key);
    if (cached && Date.now() - cached.storedAt < MAX_LIST_AGE_MS)
      return cached.answer as Promise<List>;
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
   * Forgets every answer, here and (through the shared version) on every other
   * instance. A load still running keeps its (possibly older) result to itself; it is
   * no longer in the map for later requests to find.
   */
  async changed(): Promise<void> {
    this.lists.clear();
    if (!this.shared?.available) return;
    try {
      await this.shared.client.incr(CATALOGUE_VERSION_KEY);
    } catch (error) {
      this.shared.reportFailure(error);
    }
  }

  /**
   * False when the shared version cannot be read (the caller then loads); otherwise
   * true, after forgetting the answers kept under an older version.
   */
  private async sameSharedVersion(): Promise<boolean> {
    if (!this.shared?.available) return false;
    let version: string | null;
    try {
      version = await this.shared.client.get(CATALOGUE_VERSION_KEY);
    } catch (error) {
      this.shared.reportFailure(error);
      return false;
    }
    if (version !== this.keptVersion) {
      this.lists.clear();
      this.keptVersion = version;
    }
    return true;
  }
}

/** Incremented by every change of what product lists show, on any instance. */
export const CATALOGUE_VERSION_KEY = 'catalogue-version';

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
 * after its transaction has committed (or failed), before the answer leaves, so the
 * shared version has moved by the time the client can ask any instance again.
 */
export function clearListsOnCatalogueChange(
  fastify: FastifyInstance,
  lists: ProductListCache,
): void {
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    if (!request.routeOptions.config.changesCatalogue) return done(null, payload);
    void lists.changed().then(() => done(null, payload));
  });
}
