import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { ClientEvent } from '@shop/contracts';
import { ClientEventsService } from '../client-events/client-events.service';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import {
  AUTOMATIC_ROLLBACK_RULE,
  distinctReports,
  watchedRelease,
} from './automatic-rollback-rule';
import { ReleaseChangesService } from './release-changes.service';
import { readReleaseFiles } from './release-files';
import { RELEASE_SETTINGS, type ReleaseSettings } from './release-settings';
import { ReleasesService } from './releases.service';

/**
 * Rolls a newly live version back when browsers report it failing (AUTO_ROLLBACK,
 * docs/operations.md#automatic-rollback): told of each kept report after it was answered, it
 * counts the version's reports since it went live and, past AUTOMATIC_ROLLBACK_RULE, runs the
 * release commands' rollback to the version released before. Never twice for one version: the
 * audit trail remembers the versions it took off, and this instance the ones it is taking off.
 */
@Injectable()
export class AutomaticRollbackService implements OnModuleInit {
  private readonly log = new Logger('AutomaticRollback');
  private readonly underWay = new Set<string>();

  constructor(
    @Inject(RELEASE_SETTINGS) private readonly settings: ReleaseSettings,
    @Inject(SHOP_CLOCK) private readonly shopClock: ShopClock,
    private readonly events: ClientEventsService,
    private readonly releases: ReleasesService,
    private readonly changes: ReleaseChangesService,
  ) {}

  onModuleInit(): void {
    if (this.settings.dir && this.settings.autoRollback)
      this.events.onRecorded(async (event) => {
        await this.consider(event);
      });
  }

  /** Resolves to whether this report rolled its version back. */
  async consider({ remote, version }: Pick<ClientEvent, 'remote' | 'version'>): Promise<boolean> {
    const key = `${remote}@${version}`;
    if (this.underWay.has(key)) return false;
    const dir = await this.releases.folder();
    if (!dir) return false;
    const now = this.shopClock.clock.now();
    const watched = watchedRelease(await readReleaseFiles(dir), remote, version, now);
    if (!watched) return false;
    const ids = await this.events.requestIdsOf(
      remote,
      version,
      watched.wentLiveAt,
      watched.watchEnds,
    );
    const errors = distinctReports(ids);
    if (errors < AUTOMATIC_ROLLBACK_RULE.errors || this.underWay.has(key)) return false;
    this.underWay.add(key);
    try {
      const before = await this.releases.automaticRollbacks(remote);
      if (before.some((rollback) => rollback.version === version)) return false;
      const reason = { errors, minutes: AUTOMATIC_ROLLBACK_RULE.minutes };
      const rolled = await this.changes.rollBackAutomatically(
        remote,
        version,
        watched.previous,
        reason,
      );
      if (rolled)
        this.log.warn(
          `${remote} ${version} rolled back to ${watched.previous}: ${errors} errors in its first ` +
            `${reason.minutes} minutes`,
        );
      return rolled;
    } finally {
      this.underWay.delete(key);
    }
  }
}
