import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuditList } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { Roles } from '../auth/access.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';
import { shopDate } from '../reports/report-days';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import { auditCsv } from './audit-csv';
import { AuditListDto, AuditQueryDto } from './audit.dto';
import { AuditService } from './audit.service';

/**
 * The audit trail, read-only (docs/product/audit.md): admin only. No route changes or removes an
 * entry; a PUT, PATCH or DELETE here is a 404 like any unknown route.
 */
@ApiTags('audit')
@ApiBearerAuth()
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No or a bad token' })
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Below admin' })
@ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A bad query value, named' })
@Controller('audit')
export class AuditController {
  constructor(
    private readonly audit: AuditService,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  @Get()
  @ApiOkResponse({
    type: AuditListDto,
    description: 'One page of the filtered trail, newest first',
  })
  list(@Query() query: AuditQueryDto): Promise<AuditList> {
    return this.audit.list(query);
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'The entries the filters match (page and per_page ignored), newest first, as CSV',
    schema: { type: 'string' },
  })
  async exportCsv(
    @Query() query: AuditQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const csv = auditCsv(await this.audit.all(query));
    const day = shopDate(this.shop.clock.now(), await this.shop.timeZone());
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`);
    return csv;
  }
}
