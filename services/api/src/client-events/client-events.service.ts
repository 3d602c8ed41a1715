import { EntityManager, raw } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { Injectable, Logger } from '@nestjs/common';
import type { ClientEvent as ClientEventFields, ClientEventSummary } from '@shop/contracts';
import { ClientEvent } from './client-event.entity';

/** A row of the summary as the driver hands it back: counts may be text, instants a number. */
interface CountRow {
  remote: string;
  version: string;
  load_errors: number | string;
  render_errors: number | string;
  first_at: Date | number | string;
  last_at: Date | number | string;
}

/**
 * Keeps what browsers report about the remotes and counts it per remote and version
 * (docs/operations.md#client-events): the counts a Releases screen shows for a version since it
 * went live.
 */
/** Told of each report once it is kept; its work runs after, never in the report's request. */
export type ReportListener = (event: ClientEventFields) => Promise<void>;

@Injectable()
export class ClientEventsService {
  private readonly log = new Logger('ClientEvents');
  private readonly listeners: ReportListener[] = [];

  constructor(private readonly em: EntityManager) {}

  /** The releases module watches new versions' reports this way (releases/automatic-rollback.service.ts). */
  onRecorded(listener: ReportListener): void {
    this.listeners.push(listener);
  }

  async record(event: ClientEventFields, at = new Date()): Promise<void> {
    const em = this.em.fork();
    em.persist(
      new ClientEvent({
        remote: event.remote,
        version: event.version,
        kind: event.kind,
        message: event.message,
        requestId: event.request_id ?? null,
        createdAt: at,
      }),
    );
    await em.flush();
    // Not awaited: the browser's report is answered whatever a listener does or how long it takes.
    for (const listener of this.listeners)
      setImmediate(() => {
        listener(event).catch((error: unknown) => this.log.error(error));
      });
  }

  /** The request ids of `remote` `version`'s reports from `since` to `until`, one per report. */
  async requestIdsOf(remote: string, version: string, since: Date, until: Date) {
    const rows = await this.em
      .fork()
      .find(
        ClientEvent,
        { remote, version, createdAt: { $gte: since, $lte: until } },
        { fields: ['requestId'] },
      );
    return rows.map((row) => row.requestId);
  }

  async summary(since?: Date): Promise<ClientEventSummary> {
    const qb = (this.em.fork() as SqlEntityManager).createQueryBuilder(ClientEvent, 'e');
    const rows = await qb
      .select([
        'e.remote',
        'e.version',
        raw(`sum(case when e.kind = 'load_error' then 1 else 0 end) as load_errors`),
        raw(`sum(case when e.kind = 'render_error' then 1 else 0 end) as render_errors`),
        raw('min(e.created_at) as first_at'),
        raw('max(e.created_at) as last_at'),
      ])
      .where(since ? { createdAt: { $gte: since } } : {})
      .groupBy(['e.remote', 'e.version'])
      .execute<CountRow[]>('all', false);
    const counts = rows.map((row) => ({
      remote: row.remote,
      version: row.version,
      load_errors: Number(row.load_errors),
      render_errors: Number(row.render_errors),
      first_at: instant(row.first_at),
      last_at: instant(row.last_at),
    }));
    counts.sort((a, b) => a.remote.localeCompare(b.remote) || b.last_at.localeCompare(a.last_at));
    return { counts };
  }
}

/** An aggregate's instant as ISO 8601: MySQL gives a Date, SQLite the stored milliseconds. */
function instant(value: Date | number | string): string {
  if (value instanceof Date) return value.toISOString();
  const numeric = typeof value === 'number' || /^\d+$/.test(value);
  return new Date(numeric ? Number(value) : `${value.replace(' ', 'T')}Z`).toISOString();
}
