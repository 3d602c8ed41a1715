import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { HealthStatus } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/access.decorators';
import { HealthService } from './health.service';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ description: '{ status: "ok", database: "up" }' })
  @ApiServiceUnavailableResponse({ description: '{ status: "error", database: "down", error }' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthStatus> {
    if (await this.health.isDatabaseUp()) return { status: 'ok', database: 'up' };
    reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'error', database: 'down', error: 'Database is not answering' };
  }
}
