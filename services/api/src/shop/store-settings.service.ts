import { EntityManager } from '@mikro-orm/core';
import { Injectable, Optional, type OnApplicationBootstrap } from '@nestjs/common';
import type { ShopSettings, ShopSettingsAnswer } from '@shop/contracts';
import type { AuditActor } from '../audit/audit-entry.entity';
import { recordAudit } from '../audit/audit-trail';
import { RollupRebuild } from '../reports/rollup-rebuild';
import { SharedState } from '../shared-state/shared-state';
import { STORE_SETTINGS_ID, StoreSettings } from './store-settings.entity';
import { toSettingsBody } from './store-settings.mapper';

/** Incremented by every change of the settings, on any instance. */
export const SETTINGS_VERSION_KEY = 'store-settings-version';

/** What a change did: the settings before (for the audit trail) and the answer after. */
export interface SettingsChange {
  before: ShopSettings;
  answer: ShopSettingsAnswer;
}

/**
 * The store settings (docs/product/settings.md), the one way to read and change them. Reads
 * come from memory: every route, the checkout and the rollups read them, and they change a
 * few times a year. A change here forgets the kept copy at once. With REDIS_URL it also moves
 * a shared version, as the product-list cache does (catalog/product-list.cache.ts), and every
 * read first compares it, so the next read on any instance loads the change. While Redis is
 * away each instance keeps the copy it has; on its return all start over.
 *
 * The copy is loaded at start and again right after a change, outside any transaction: the
 * rollups read the time zone inside a sale's transaction, and on SQLite (one connection) a
 * load there would wait for that very transaction.
 */
@Injectable()
export class StoreSettingsService implements OnApplicationBootstrap {
  private kept: Promise<ShopSettings> | null = null;
  private keptVersion: string | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly rebuild: RollupRebuild,
    @Optional() private readonly shared?: SharedState,
  ) {
    shared?.onReady(() => void this.forget());
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.current();
  }

  async current(): Promise<ShopSettings> {
    if (this.shared?.configured) await this.compareSharedVersion();
    if (!this.kept) {
      const load = this.load();
      this.kept = load;
      load.catch(() => {
        if (this.kept === load) this.kept = null;
      });
    }
    return this.kept;
  }

  async timeZone(): Promise<string> {
    return (await this.current()).time_zone;
  }

  /** The settings with the rollups' rebuild, as the Settings screen shows them. */
  async answer(): Promise<ShopSettingsAnswer> {
    return { settings: await this.current(), rollup_rebuild: this.rebuild.status };
  }

  /**
   * Replaces every setting. A new time zone moves each purchase's day, so the daily rollups
   * are summed again in the background; the answer shows it running.
   */
  async update(actor: AuditActor, settings: ShopSettings): Promise<SettingsChange> {
    const { before, after } = await this.em.fork().transactional(async (em) => {
      const row = await em.findOneOrFail(StoreSettings, STORE_SETTINGS_ID);
      const old = toSettingsBody(row);
      row.assign(settings);
      const changed = toSettingsBody(row);
      recordAudit(em, {
        actor,
        kind: 'settings',
        subject: 'settings:store',
        summary: 'Changed the store settings',
        ...changedFields(old, changed),
      });
      return { before: old, after: changed };
    });
    await this.forget();
    await this.current();
    if (before.time_zone !== after.time_zone) this.rebuild.start(after.time_zone);
    return { before, answer: { settings: after, rollup_rebuild: this.rebuild.status } };
  }

  private async load(): Promise<ShopSettings> {
    const row = await this.em.fork().findOneOrFail(StoreSettings, STORE_SETTINGS_ID);
    return toSettingsBody(row);
  }

  /** Forgets the kept copy, here and (through the shared version) on every other instance. */
  private async forget(): Promise<void> {
    this.kept = null;
    if (!this.shared?.available) return;
    try {
      await this.shared.client.incr(SETTINGS_VERSION_KEY);
    } catch (error) {
      this.shared.reportFailure(error);
    }
  }

  private async compareSharedVersion(): Promise<void> {
    if (!this.shared?.available) return;
    let version: string | null;
    try {
      version = await this.shared.client.get(SETTINGS_VERSION_KEY);
    } catch (error) {
      this.shared.reportFailure(error);
      return;
    }
    if (version !== this.keptVersion) {
      this.kept = null;
      this.keptVersion = version;
    }
  }
}

/** Only the settings that changed, before and after (the audit screen shows each pair). */
function changedFields(before: ShopSettings, after: ShopSettings) {
  const keys = (Object.keys(after) as (keyof ShopSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (settings: ShopSettings) =>
    Object.fromEntries(keys.map((key) => [key, settings[key]]));
  return { before: pick(before), after: pick(after) };
}
