import { Module, type DynamicModule } from '@nestjs/common';
import { ClientEventsModule } from '../client-events/client-events.module';
import { AutomaticRollbackService } from './automatic-rollback.service';
import { ReleaseChangesService } from './release-changes.service';
import { NO_RELEASES, RELEASE_SETTINGS, type ReleaseSettings } from './release-settings';
import { ReleasesController } from './releases.controller';
import { ReleasesService } from './releases.service';

/**
 * The Releases screen's API and the automatic rollback (docs/operations.md#the-releases-screen):
 * reads the release commands' records and runs the commands to change the map.
 */
@Module({})
export class ReleasesModule {
  static forRoot(settings: ReleaseSettings = NO_RELEASES): DynamicModule {
    return {
      module: ReleasesModule,
      imports: [ClientEventsModule],
      controllers: [ReleasesController],
      providers: [
        { provide: RELEASE_SETTINGS, useValue: settings },
        ReleasesService,
        ReleaseChangesService,
        AutomaticRollbackService,
      ],
    };
  }
}
