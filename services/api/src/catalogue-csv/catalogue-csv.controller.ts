import { Controller, Get, HttpCode, Post, Query, Req, Res, Inject } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConsumes,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { ImportReport } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SignedInUser } from '../users/signed-in-user';
import { ChangesCatalogue } from '../catalog/product-list.cache';
import { shopDate } from '../reports/report-days';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import { CatalogueImportService } from './catalogue-import.service';

/** The catalogue as a CSV file, in and out (docs/product/catalogue.md#import-and-export). */
@ApiTags('catalogue')
@RequirePermission('edit_catalogue') // the file carries cost prices, in and out
@Controller('catalogue')
export class CatalogueCsvController {
  constructor(
    private readonly csv: CatalogueImportService,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  @ChangesCatalogue()
  @Post('import')
  @HttpCode(200)
  @ApiConsumes('text/csv')
  @ApiOkResponse({ description: 'The report; with dry_run=true nothing changes' })
  @ApiBadRequestResponse({ description: '{ error } for a file refused whole, e.g. a column' })
  @ApiPayloadTooLargeResponse({ description: '{ error } for a file above 20 MB' })
  @ApiUnprocessableEntityResponse({ description: 'The report of a file with bad rows' })
  async import(
    @Req() request: FastifyRequest,
    @Query('dry_run') dryRun: string | undefined,
    @CurrentUser() user: SignedInUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ImportReport> {
    const bytes = Buffer.isBuffer(request.body) ? request.body : new Uint8Array();
    const report = await this.csv.import(bytes, dryRun === 'true', user);
    // Applying a file with bad rows changes nothing: the report says which and why.
    if (!report.dry_run && !report.applied) void reply.status(422);
    return report;
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every variant, archived too', schema: { type: 'string' } })
  async exportCsv(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const csv = await this.csv.exportCsv();
    const day = shopDate(this.shop.clock.now(), await this.shop.timeZone());
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`);
    return csv;
  }
}
