import { Get, Inject, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import {
  SALES_RULE,
  type InventoryReport,
  type ProfitReport,
  type SalesReport,
} from '@shop/contracts';
import { RequirePermission } from '../auth/access.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';
import { InventoryReportService } from './inventory-report.service';
import { csvStream, inventoryReportCsv, profitCsv, salesCsv, type CsvTable } from './report-csv';
import {
  InventoryReportDto,
  ProfitCsvQueryDto,
  ProfitReportDto,
  ReportQueryDto,
  SalesCsvQueryDto,
  SalesReportDto,
} from './report-answers.dto';
import { ReportAnswersService } from './report-answers.service';
import { ReportsRoutes } from './reports-routes.decorator';
import { shopDate } from './report-days';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';

const DAYS =
  `Days are the shop's calendar days in SHOP_TIME_ZONE; start_date and end_date (YYYY-MM-DD)` +
  ` are both included, by default the last 30 days up to today, at most 5 years. ${SALES_RULE}` +
  ` A purchase counts on the day it was placed; a cancellation removes it from that day.`;
const BAD_QUERY = {
  type: ErrorBodyDto,
  description: 'A bad date, a start after the end, a range over 5 years, or a bad compare/split',
};
const CSV = {
  description: 'CSV, one table of the report, row for row',
  schema: { type: 'string' },
};

/**
 * `/reports/sales|inventory|profit` and their CSV (docs/product/api.md#reports-and-dashboard),
 * staff and admin; profit and the stock valued at cost need `see_costs`
 * (docs/product/roles-and-rules.md#permissions).
 */
@ReportsRoutes()
export class ReportAnswersController {
  constructor(
    private readonly answers: ReportAnswersService,
    private readonly inventory: InventoryReportService,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  @Get('sales')
  @ApiOkResponse({ type: SalesReportDto, description: `Sales per day and top products. ${DAYS}` })
  @ApiBadRequestResponse(BAD_QUERY)
  sales(@Query() query: ReportQueryDto): Promise<SalesReport> {
    return this.answers.sales(query);
  }

  @Get('profit')
  @RequirePermission('see_costs')
  @ApiOkResponse({
    type: ProfitReportDto,
    description: `Revenue, cost at the time of sale, profit and margin. ${DAYS}`,
  })
  @ApiBadRequestResponse(BAD_QUERY)
  profit(@Query() query: ReportQueryDto): Promise<ProfitReport> {
    return this.answers.profit(query);
  }

  @Get('inventory')
  @RequirePermission('see_costs') // stock valued at cost
  @ApiOkResponse({ type: InventoryReportDto, description: 'Stock now: totals and low-stock items' })
  inventoryReport(): Promise<InventoryReport> {
    return this.inventory.report();
  }

  @Get('sales.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  @ApiBadRequestResponse(BAD_QUERY)
  async salesCsv(@Query() query: SalesCsvQueryDto): Promise<StreamableFile> {
    return csvFile(salesCsv(await this.answers.sales(query), query.table));
  }

  @Get('profit.csv')
  @RequirePermission('see_costs')
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  @ApiBadRequestResponse(BAD_QUERY)
  async profitCsv(@Query() query: ProfitCsvQueryDto): Promise<StreamableFile> {
    return csvFile(profitCsv(await this.answers.profit(query), query.table));
  }

  @Get('inventory.csv')
  @RequirePermission('see_costs')
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  async inventoryCsv(): Promise<StreamableFile> {
    const report = await this.inventory.report();
    const today = shopDate(new Date(report.generated_at), await this.shop.timeZone());
    return csvFile(inventoryReportCsv(report, today));
  }
}

function csvFile(table: CsvTable): StreamableFile {
  return new StreamableFile(csvStream(table), {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${table.name}.csv"`,
  });
}
