import { Global, Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { DashboardService } from './dashboard.service';
import { InventoryReportService } from './inventory-report.service';
import { RollupReportFacts } from './rollup-report-facts';
import { ReportAnswersController } from './report-answers.controller';
import { ReportAnswersService } from './report-answers.service';
import { DiscountCodeSales } from './discount-code-sales';
import { REPORT_FACTS } from './report-facts';
import { SalesRollups } from './sales-rollups';
import { ReportsController } from './reports.controller';
import { RollupRebuild } from './rollup-rebuild';

/**
 * The dashboard and the sales, inventory and profit reports. The shop's time zone and clock
 * come from the (global) shop module (shop/shop-clock.ts). Global: the settings rebuild the
 * rollups when the time zone changes (rollup-rebuild.ts).
 */
@Global()
@Module({
  // The rollups follow the purchases' sale events (sales-rollups.ts).
  imports: [EventsModule],
  exports: [RollupRebuild],
  controllers: [ReportsController, ReportAnswersController],
  providers: [
    DashboardService,
    ReportAnswersService,
    DiscountCodeSales,
    InventoryReportService,
    // The rollups; plain-report-facts.ts sums the same from the raw rows (tests, bench).
    { provide: REPORT_FACTS, useClass: RollupReportFacts },
    SalesRollups,
    RollupRebuild,
  ],
})
export class ReportsModule {}
