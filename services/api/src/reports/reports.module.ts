import { Module, type DynamicModule } from '@nestjs/common';
import { readVariable } from '../config/load-config';
import { EventsModule } from '../events/events.module';
import { DashboardService } from './dashboard.service';
import { InventoryReportService } from './inventory-report.service';
import { RollupReportFacts } from './rollup-report-facts';
import { ReportAnswersController } from './report-answers.controller';
import { ReportAnswersService } from './report-answers.service';
import { REPORT_FACTS } from './report-facts';
import { SalesRollups } from './sales-rollups';
import { ReportsController } from './reports.controller';
import { SHOP_SETTINGS, systemClock, type ShopSettings } from './shop-settings';

/**
 * The dashboard and the sales, inventory and profit reports. The shop's time zone
 * and clock are parameters, so tests pin "now" and the zone without faking timers.
 */
@Module({})
export class ReportsModule {
  static forRoot(settings: Partial<ShopSettings> = {}): DynamicModule {
    const shop: ShopSettings = {
      // Checked here too, so a bad zone stops any app that is built, not only main.ts's.
      timeZone: readVariable('SHOP_TIME_ZONE', settings.timeZone),
      clock: settings.clock ?? systemClock,
    };
    return {
      module: ReportsModule,
      // Global: the shop's settings are read beyond the reports (shop/shop.controller.ts).
      global: true,
      // The rollups follow the purchases' sale events (sales-rollups.ts).
      imports: [EventsModule],
      exports: [SHOP_SETTINGS],
      controllers: [ReportsController, ReportAnswersController],
      providers: [
        { provide: SHOP_SETTINGS, useValue: shop },
        DashboardService,
        ReportAnswersService,
        InventoryReportService,
        // The rollups; plain-report-facts.ts sums the same from the raw rows (tests, bench).
        { provide: REPORT_FACTS, useClass: RollupReportFacts },
        SalesRollups,
      ],
    };
  }
}
