import { EntityManager } from '@mikro-orm/core';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { RollupRebuildProgress } from '@shop/contracts';
import { rebuildSalesRollups } from './sales-rollups-check';

/**
 * Sums the daily sales rollups again in a new time zone, in the background
 * (docs/product/settings.md#time-zone): the settings' answer does not wait for it and the
 * shop keeps serving. The rebuild is the owner's repair kit's (sales-rollups-check.ts), one
 * transaction, so the reports read the old rows until it commits. A change that arrives while
 * one runs is summed again when it ends, in the latest zone. Progress is this instance's.
 */
@Injectable()
export class RollupRebuild implements BeforeApplicationShutdown {
  private readonly logger = new Logger('RollupRebuild');
  private progress: RollupRebuildProgress = { state: 'idle', done: 0, total: 0 };
  private next: string | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly em: EntityManager) {}

  get status(): RollupRebuildProgress {
    return { ...this.progress };
  }

  /** Starts a rebuild in `timeZone`, or queues one after the rebuild under way. */
  start(timeZone: string): void {
    this.next = timeZone;
    this.progress = { ...this.progress, state: 'running' };
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when no rebuild is running (tests; shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** A stop waits for the rebuild, so its transaction is not cut off by the closing pool. */
  beforeApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  private async drain(): Promise<void> {
    while (this.next !== null) {
      const timeZone = this.next;
      this.next = null;
      this.progress = { state: 'running', done: 0, total: 0 };
      try {
        const rows = await rebuildSalesRollups(this.em, timeZone, (done, total) => {
          this.progress = { state: 'running', done, total };
        });
        this.logger.log(`Summed the sales rollups again in ${timeZone}: ${rows} rows`);
      } catch (error) {
        // The old rows stand (the transaction rolled back); `npm run reports -- rebuild` repairs.
        this.logger.error(`Rebuilding the sales rollups in ${timeZone} failed: ${String(error)}`);
      }
    }
    this.progress = { state: 'idle', done: this.progress.done, total: this.progress.total };
  }
}
