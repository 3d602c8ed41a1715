import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { ClientEventSummary, MessageResponse } from '@shop/contracts';
import { Public, Roles } from '../auth/access.decorators';
import { ClientAddress } from '../auth/client-address';
import { ErrorBodyDto } from '../common/error-body.dto';
import { ClientEventThrottle } from './client-event-throttle';
import { ClientEventDto, ClientEventSummaryQueryDto } from './client-events.dto';
import { ClientEventsService } from './client-events.service';

/**
 * What browsers report when a remote fails to load or crashes (docs/operations.md#client-events,
 * docs/product/api.md#client-events): anyone may send one, small and throttled per address; only
 * an admin reads the counts.
 */
@ApiTags('client-events')
@Controller('client-events')
export class ClientEventsController {
  constructor(
    private readonly events: ClientEventsService,
    private readonly throttle: ClientEventThrottle,
  ) {}

  @Public()
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: '{ message }: kept' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The first failing field rule' })
  @ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: 'A body above 4 KB' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'See Retry-After' })
  async report(
    @Body() body: ClientEventDto,
    @ClientAddress() address: string,
  ): Promise<MessageResponse> {
    // Counted before the write, so a refused report costs no statement.
    await this.throttle.countReport(address);
    await this.events.record(body);
    return { message: 'Report received' };
  }

  @Get('summary')
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ counts }: per remote and version, load and render errors' })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No or a bad token' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Not an admin' })
  summary(@Query() query: ClientEventSummaryQueryDto): Promise<ClientEventSummary> {
    return this.events.summary(query.since ? new Date(query.since) : undefined);
  }
}
