import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ZodValidationPipe } from 'nestjs-zod';
import { CatalogModule } from './catalog/catalog.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import type { DatabaseSettings } from './database/database-settings';
import { ormConfig } from './database/orm-config';
import { HealthModule } from './health/health.module';

@Module({})
export class AppModule {
  /** The database is a parameter, so tests boot the very same app on their own database. */
  static forRoot(database: DatabaseSettings): DynamicModule {
    return {
      module: AppModule,
      imports: [MikroOrmModule.forRoot(ormConfig(database)), HealthModule, CatalogModule],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // Every DTO made with createZodDto (from the contracts' schemas) is validated.
        { provide: APP_PIPE, useClass: ZodValidationPipe },
      ],
    };
  }
}
