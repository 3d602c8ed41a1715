import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import type {
  AutomaticRollback,
  ReleasedVersion,
  ReleasesOverview,
  RemoteReleases,
} from '@shop/contracts';
import { AuditEntry } from '../audit/audit-entry.entity';
import { ClientEvent } from '../client-events/client-event.entity';
import { AUTOMATIC_ROLLBACK_RULE } from './automatic-rollback-rule';
import {
  isReleasesFolder,
  lastMadeLive,
  readReleaseFiles,
  type ReleaseFiles,
} from './release-files';
import { RELEASE_SETTINGS, type ReleaseSettings } from './release-settings';

/** Who the trail names for what the API does by itself. */
export const SYSTEM_ACTOR = { id: 0, username: 'system' } as const;
/** The trail's subject for a remote's live version. */
export const releaseSubject = (remote: string) => `release:${remote}`;

/** What an automatic rollback keeps in its audit entry's `after`, for the screen to say why. */
export interface AutomaticRollbackValues {
  version: string;
  automatic: true;
  errors: number;
  minutes: number;
}

/**
 * What the Releases screen shows (docs/operations.md#the-releases-screen): the release commands'
 * records, the failure reports browsers sent since each version went live, and the reason of the
 * last automatic rollback from the audit trail.
 */
@Injectable()
export class ReleasesService {
  constructor(
    @Inject(RELEASE_SETTINGS) private readonly settings: ReleaseSettings,
    private readonly em: EntityManager,
  ) {}

  /** The releases folder, when this API manages releases; null when the commands alone do. */
  async folder(): Promise<string | null> {
    const { dir } = this.settings;
    return dir && (await isReleasesFolder(dir)) ? dir : null;
  }

  async overview(): Promise<ReleasesOverview> {
    const dir = await this.folder();
    const automatic = {
      enabled: dir !== null && this.settings.autoRollback,
      ...AUTOMATIC_ROLLBACK_RULE,
    };
    if (!dir) return { managed_here: false, automatic_rollback: automatic, remotes: [] };
    const files = await readReleaseFiles(dir);
    const names = Object.keys(files.released).sort();
    return {
      managed_here: true,
      automatic_rollback: automatic,
      remotes: await Promise.all(names.map((remote) => this.remoteReleases(files, remote))),
    };
  }

  async remoteReleases(files: ReleaseFiles, remote: string): Promise<RemoteReleases> {
    const live = files.live[remote] ?? null;
    const released = (files.released[remote] ?? []).map((record) => record.version);
    const versions = await Promise.all(
      [...released].reverse().map((version) => this.releasedVersion(files, remote, version, live)),
    );
    return {
      remote,
      live,
      released: versions,
      previews: (files.stored[remote] ?? []).filter((version) => !released.includes(version)),
      automatic_rollback: await this.lastAutomaticRollback(remote),
    };
  }

  private async releasedVersion(
    files: ReleaseFiles,
    remote: string,
    version: string,
    live: string | null,
  ): Promise<ReleasedVersion> {
    const madeLive = lastMadeLive(files.history, remote, version);
    const since = madeLive ? new Date(madeLive.at) : undefined;
    const errors = await this.em
      .fork()
      .count(ClientEvent, { remote, version, ...(since && { createdAt: { $gte: since } }) });
    return {
      version,
      live: version === live,
      went_live_at: madeLive?.at ?? null,
      by: madeLive?.by ?? null,
      action: madeLive?.action ?? null,
      errors_since: errors,
    };
  }

  /** The rollbacks the API made by itself of `remote`, newest first. */
  async automaticRollbacks(remote: string): Promise<AutomaticRollback[]> {
    const entries = await this.em
      .fork()
      .find(
        AuditEntry,
        { kind: 'settings', subject: releaseSubject(remote), actorId: SYSTEM_ACTOR.id },
        { orderBy: { id: 'desc' } },
      );
    return entries.flatMap((entry) => {
      const before = parse<{ version?: string }>(entry.valuesBefore);
      const after = parse<AutomaticRollbackValues>(entry.valuesAfter);
      if (!after?.automatic || !before?.version) return [];
      return [
        {
          version: before.version,
          to: after.version,
          errors: after.errors,
          minutes: after.minutes,
          at: entry.at.toISOString(),
        },
      ];
    });
  }

  private async lastAutomaticRollback(remote: string): Promise<AutomaticRollback | null> {
    return (await this.automaticRollbacks(remote))[0] ?? null;
  }
}

function parse<T>(json: string | null): T | null {
  try {
    return json ? (JSON.parse(json) as T) : null;
  } catch {
    return null;
  }
}
