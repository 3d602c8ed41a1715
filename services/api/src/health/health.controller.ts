import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { HealthStatus } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/access.decorators';
import { HealthService } from './health.service';

/** `/health/live`: the process answers; nothing else is asked. */
interface Liveness {
  status: 'ok';
}

/**
 * Three probes (docs/product/api.md#health): `/health` and `/health/ready` ask the database, so
 * a load balancer stops sending traffic while it is away or while this instance shuts
 * down; `/health/live` only says the process answers, so an orchestrator does not restart
 * an API that is waiting, healthy, for its database to return.
 */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ description: '{ status: "ok", database: "up" }' })
  @ApiServiceUnavailableResponse({ description: '{ status: "error", database: "down", error }' })
  check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthStatus> {
    return this.ready(reply);
  }

  @Get('live')
  @ApiOkResponse({ description: '{ status: "ok" } while the process answers' })
  live(): Liveness {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOkResponse({ description: '{ status: "ok", database: "up" }: send traffic' })
  @ApiServiceUnavailableResponse({
    description:
      '{ status: "error", database, error }: the database is down or the API is stopping',
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthStatus> {
    if (this.health.isDraining) {
      reply.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'error', database: 'down', error: 'Shutting down' };
    }
    if (await this.health.isDatabaseUp()) return { status: 'ok', database: 'up' };
    reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'error', database: 'down', error: 'Database is not answering' };
  }
}
