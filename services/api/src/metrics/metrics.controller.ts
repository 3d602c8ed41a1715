import { Controller, Get, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../auth/access.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';
import { MetricsAccess } from './metrics-access';
import { MetricsRegistry } from './metrics-registry';

/**
 * Prometheus' scrape (docs/operations.md#metrics). Public to the JWT guard: its bearer token is
 * METRICS_TOKEN, not a session, and MetricsAccess decides.
 */
@ApiTags('metrics')
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsRegistry,
    private readonly access: MetricsAccess,
  ) {}

  @Get()
  @ApiBearerAuth()
  @ApiOkResponse({ description: "Prometheus' text format" })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Outside, and no token sent' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Outside, and a wrong token' })
  async scrape(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    this.access.assertMayScrape(request);
    const text = await this.metrics.text();
    void reply.header('content-type', this.metrics.contentType).header('cache-control', 'no-store');
    return text;
  }
}
