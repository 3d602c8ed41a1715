import { EntityManager } from '@mikro-orm/core';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { ReleaseChangeResponse } from '@shop/contracts';
import type { AuditActor } from '../audit/audit-entry.entity';
import { AuditTrail } from '../audit/audit-trail';
import { readReleaseFiles, type ReleaseFiles } from './release-files';
import { runReleaseCommand, type ReleaseCommand } from './release-command';
import { RELEASE_SETTINGS, type ReleaseSettings } from './release-settings';
import {
  ReleasesService,
  releaseSubject,
  SYSTEM_ACTOR,
  type AutomaticRollbackValues,
} from './releases.service';

export const NOT_MANAGED_HERE =
  'Releases are managed by the release commands on this deployment (npm run rollback, npm run promote)';

/** Why the API rolled a version back by itself, for the history and the trail. */
export interface AutomaticReason {
  errors: number;
  minutes: number;
}

/**
 * Makes another stored version of a remote live, by running the release command
 * (release-command.ts), and records who did it in the audit trail
 * (docs/decisions/0112-the-releases-screen-runs-the-release-commands.md). Checks what it can say
 * clearly first (the remote, the version); the command checks the rest and says why it refuses.
 */
@Injectable()
export class ReleaseChangesService {
  constructor(
    @Inject(RELEASE_SETTINGS) private readonly settings: ReleaseSettings,
    private readonly releases: ReleasesService,
    private readonly audit: AuditTrail,
    private readonly em: EntityManager,
  ) {}

  /** `POST /releases/{remote}/rollback`: by default to the version released before the live one. */
  async rollback(
    actor: AuditActor,
    remote: string,
    version?: string,
  ): Promise<ReleaseChangeResponse> {
    const { dir, files } = await this.remoteFiles(remote);
    const live = files.live[remote];
    const released = (files.released[remote] ?? []).map((record) => record.version);
    const target = version ?? released[released.indexOf(live ?? '') - 1];
    if (!target)
      throw new ConflictException(`${remote} has no version released before ${live ?? 'none'}`);
    return this.change(dir, files, actor, { command: 'rollback', remote, version: target });
  }

  /** `POST /releases/{remote}/promote`: a stored version made live after the contract's checks. */
  async promote(
    actor: AuditActor,
    remote: string,
    version: string,
  ): Promise<ReleaseChangeResponse> {
    const { dir, files } = await this.remoteFiles(remote);
    return this.change(dir, files, actor, { command: 'promote', remote, version });
  }

  /**
   * Rolls `remote` back from `from` to `to` because browsers reported `from` failing
   * (automatic-rollback.service.ts); names the target, so a second instance doing the same at
   * the same moment changes nothing. Resolves to whether the map changed.
   */
  async rollBackAutomatically(
    remote: string,
    from: string,
    to: string,
    reason: AutomaticReason,
  ): Promise<boolean> {
    const dir = await this.releases.folder();
    if (!dir) return false;
    const files = await readReleaseFiles(dir);
    if (files.live[remote] !== from) return false;
    const by = `system (automatic rollback: ${reason.errors} errors in the first ${reason.minutes} minutes)`;
    const outcome = await runReleaseCommand(
      { command: 'rollback', remote, version: to, by },
      dir,
      this.settings.shellDir,
    );
    if (!outcome.ok)
      throw new Error(`The automatic rollback of ${remote} failed: ${outcome.output}`);
    const after: AutomaticRollbackValues = { version: to, automatic: true, ...reason };
    await this.record(SYSTEM_ACTOR, {
      remote,
      summary:
        `${remote} rolled back automatically from ${from} to ${to}: ${reason.errors} errors` +
        ` in the first ${reason.minutes} minutes`,
      before: { version: from },
      after: { ...after },
    });
    return true;
  }

  private async remoteFiles(remote: string): Promise<{ dir: string; files: ReleaseFiles }> {
    const dir = await this.releases.folder();
    if (!dir) throw new ConflictException(NOT_MANAGED_HERE);
    const files = await readReleaseFiles(dir);
    if (!Object.hasOwn(files.released, remote)) throw new NotFoundException('Remote not found');
    return { dir, files };
  }

  private async change(
    dir: string,
    files: ReleaseFiles,
    actor: AuditActor,
    { command, remote, version }: Omit<ReleaseCommand, 'by'>,
  ): Promise<ReleaseChangeResponse> {
    if (!(files.stored[remote] ?? []).includes(version))
      throw new BadRequestException(`${remote} has no stored version ${version}`);
    const live = files.live[remote] ?? null;
    if (version === live) throw new ConflictException(`${remote} ${version} is already live`);
    const outcome = await runReleaseCommand(
      { command, remote, version, by: `${actor.username} (via the API)` },
      dir,
      this.settings.shellDir,
    );
    if (!outcome.ok) throw new ConflictException(outcome.output || `The ${command} failed`);
    const done = command === 'rollback' ? 'rolled back' : 'promoted';
    await this.record(actor, {
      remote,
      summary: `${remote} ${done} from ${live ?? 'none'} to ${version}`,
      before: { version: live },
      after: { version },
    });
    const now = await readReleaseFiles(dir);
    return {
      message: `${remote} ${version} is live`,
      remote: await this.releases.remoteReleases(now, remote),
    };
  }

  /** After the map changed: the trail says who changed it, even if the answer is then lost. */
  private async record(
    actor: AuditActor,
    entry: { remote: string; summary: string; before: object; after: object },
  ): Promise<void> {
    const em = this.em.fork();
    this.audit.record(em, {
      actor,
      kind: 'settings',
      subject: releaseSubject(entry.remote),
      summary: entry.summary,
      before: { ...entry.before },
      after: { ...entry.after },
    });
    await em.flush();
  }
}
