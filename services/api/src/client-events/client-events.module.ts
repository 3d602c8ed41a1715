import { Module } from '@nestjs/common';
import { ClientEventThrottle } from './client-event-throttle';
import { ClientEventsController } from './client-events.controller';
import { ClientEventsService } from './client-events.service';

/** Browsers' reports of failing remotes, and their counts per version (docs/operations.md#client-events). */
@Module({
  controllers: [ClientEventsController],
  providers: [ClientEventsService, ClientEventThrottle],
  exports: [ClientEventsService],
})
export class ClientEventsModule {}
