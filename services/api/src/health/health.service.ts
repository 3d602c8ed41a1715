import { MikroORM } from '@mikro-orm/core';
import { Injectable, Logger } from '@nestjs/common';

/** A load balancer waits this long at most; a hung database counts as down. */
const PING_TIMEOUT_MS = 2_000;

@Injectable()
export class HealthService {
  private readonly logger = new Logger('Health');
  private draining = false;

  constructor(private readonly orm: MikroORM) {}

  /** From now on this instance is not ready: it is shutting down (main.ts). */
  startDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async isDatabaseUp(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)),
        PING_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.orm.em.getConnection().execute('select 1'), timeout]);
      return true;
    } catch (error) {
      this.logger.warn(
        `Database check failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
