import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { DrawerSessionList, DrawerSessionResponse, TillRegisterList } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { IdParamPipe } from '../common/id-param.pipe';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import { SignedInUser } from '../users/signed-in-user';
import { zReportCsv, zReportFileName } from './drawer-csv';
import { DrawerReadsService } from './drawer-reads.service';
import { DrawerSessionsService } from './drawer-sessions.service';
import {
  CashMovementDto,
  CloseSessionDto,
  DrawerSessionQueryDto,
  OpenSessionDto,
} from './registers.dto';

const SESSION = { description: '{ session }: its X report while open, its Z report once closed' };
const NOT_FOUND = { type: ErrorBodyDto, description: '"Drawer session not found"' };
const INVALID = { type: ErrorBodyDto, description: 'The first failing rule; nothing changes' };
const CLOSED = { type: ErrorBodyDto, description: '"This drawer session is already closed"' };

/**
 * `/registers`: the drawers (docs/product/registers.md). The till reads the registers with
 * `sell`; opening, cash in and out, the reports and the close take `open_close_register`.
 */
@ApiTags('registers')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No or a bad token' })
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Below staff, or without the permission' })
@Controller('registers')
export class RegistersController {
  constructor(
    private readonly reads: DrawerReadsService,
    private readonly sessions: DrawerSessionsService,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  @Get()
  @RequirePermission('sell')
  @ApiOkResponse({ description: '{ registers }: those in use, each with its open session or null' })
  async tillRegisters(): Promise<TillRegisterList> {
    return { registers: await this.reads.tillRegisters() };
  }

  @Post(':id/sessions')
  @RequirePermission('open_close_register')
  @ApiCreatedResponse(SESSION)
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: '"Register not found"' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Retired, or a session is open on it' })
  async open(
    @CurrentUser() user: SignedInUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: OpenSessionDto,
  ): Promise<DrawerSessionResponse> {
    return { session: await this.sessions.open(user, id, body) };
  }

  @Get('sessions')
  @RequirePermission('open_close_register')
  @ApiOkResponse({ description: 'Open sessions first, then closed ones, newest first; paged' })
  list(@Query() query: DrawerSessionQueryDto): Promise<DrawerSessionList> {
    return this.reads.list(query);
  }

  @Get('sessions/:id')
  @RequirePermission('open_close_register')
  @ApiOkResponse(SESSION)
  @ApiNotFoundResponse(NOT_FOUND)
  async get(@Param('id', IdParamPipe) id: number): Promise<DrawerSessionResponse> {
    return { session: await this.reads.get(id) };
  }

  @Post('sessions/:id/cash-movements')
  @RequirePermission('open_close_register')
  @ApiCreatedResponse(SESSION)
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Closed, or more out than it holds' })
  async moveCash(
    @CurrentUser() user: SignedInUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: CashMovementDto,
  ): Promise<DrawerSessionResponse> {
    return { session: await this.sessions.moveCash(user, id, body) };
  }

  @Post('sessions/:id/close')
  @RequirePermission('open_close_register')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ session } with its Z report, kept from now on as it is' })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(CLOSED)
  async close(
    @CurrentUser() user: SignedInUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: CloseSessionDto,
  ): Promise<DrawerSessionResponse> {
    return { session: await this.sessions.close(user, id, body) };
  }

  @Get('sessions/:id/z-report.csv')
  @RequirePermission('open_close_register')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The Z report as CSV', schema: { type: 'string' } })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The session is still open' })
  async zReport(
    @Param('id', IdParamPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const report = await this.reads.zReport(id);
    const name = zReportFileName(report, await this.shop.timeZone());
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`);
    return zReportCsv(report);
  }
}
