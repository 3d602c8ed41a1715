import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictException, HttpException, Injectable } from '@nestjs/common';
import type { ImportReport } from '@shop/contracts';
import type { AuditActor } from '../audit/audit-entry.entity';
import { StoreSettingsService } from '../shop/store-settings.service';
import { applyCatalogueImport } from './apply-catalogue-import';
import { catalogueCsv } from './catalogue-csv-export';
import { loadCatalogueRecords } from './catalogue-export.query';
import { importReport } from './catalogue-import-plan';
import { loadCatalogueSnapshot } from './catalogue-snapshot.query';
import { parseCatalogueCsv } from './parse-catalogue-csv';
import { planCatalogueImport } from './plan-catalogue-import';

/** The catalogue's CSV import and export (docs/product/catalogue.md#import-and-export). */
@Injectable()
export class CatalogueImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: StoreSettingsService,
  ) {}

  /**
   * The report of what the file would change; applied (one transaction) only when no row is bad.
   * A refused file throws its 400 or 413; with bad rows, applying answers `applied: false`.
   */
  async import(bytes: Uint8Array, dryRun: boolean, actor: AuditActor): Promise<ImportReport> {
    const parsed = parseCatalogueCsv(bytes);
    if ('refused' in parsed) throw new HttpException(parsed.refused.message, parsed.refused.status);
    // New variants the file gives no levels take the shop's (docs/product/settings.md#stock-defaults).
    const { stock_minimum_default: minimum, stock_maximum_default: maximum } =
      await this.settings.current();
    const plan = async (em: EntityManager) => {
      const snapshot = await loadCatalogueSnapshot(em, parsed.rows);
      const result = planCatalogueImport(parsed.rows, {
        ...snapshot,
        levelDefaults: { minimum, maximum },
      });
      result.errors = [...parsed.errors, ...result.errors].sort((a, b) => a.line - b.line);
      return result;
    };
    if (dryRun) {
      return importReport(await plan(this.em.fork()), parsed.rowCount, {
        dryRun,
        applied: false,
      });
    }
    const report = await this.em
      .transactional(async (em) => {
        const result = await plan(em);
        const applied = result.errors.length === 0;
        if (applied) await applyCatalogueImport(em, result, { actor, at: new Date() });
        return importReport(result, parsed.rowCount, { dryRun, applied });
      })
      .catch((error: unknown) => {
        // Another write took a SKU, barcode or style code since the plan: nothing was applied.
        if (error instanceof UniqueConstraintViolationException)
          throw new ConflictException('A SKU, barcode or style code in the file is already in use');
        throw error;
      });
    return report;
  }

  async exportCsv(): Promise<string> {
    return catalogueCsv(await loadCatalogueRecords(this.em.fork()));
  }
}
