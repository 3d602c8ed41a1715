import { Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { SALES_RULE, type Dashboard } from '@shop/contracts';
import { DashboardService } from './dashboard.service';
import { ReportsRoutes } from './reports-routes.decorator';
import { DashboardDto } from './reports.dto';

/**
 * `/reports/*` (docs/product/api.md#reports-and-dashboard), staff and admin only: visitors 401,
 * customers 403. The sales, inventory and profit reports join the dashboard here, each with its
 * service, on the same shop calendar (shop-calendar.ts) and sales rule (sales-rule.sql.ts).
 */
@ReportsRoutes()
export class ReportsController {
  constructor(private readonly dashboards: DashboardService) {}

  @Get('dashboard')
  @ApiOkResponse({
    type: DashboardDto,
    description:
      `The staff dashboard: today against yesterday up to the same time, this week (from Monday)` +
      ` against last week over the same days, in the shop's time zone (SHOP_TIME_ZONE). ${SALES_RULE}`,
  })
  dashboard(): Promise<Dashboard> {
    return this.dashboards.dashboard();
  }
}
