import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ZodValidationPipe } from 'nestjs-zod';
import { AddressesModule } from './addresses/addresses.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import type { AuthSettings } from './auth/auth-settings';
import { CatalogModule } from './catalog/catalog.module';
import { CatalogueCsvModule } from './catalogue-csv/catalogue-csv.module';
import { ClientEventsModule } from './client-events/client-events.module';
import { DEFAULT_DATA_DIR } from './config/load-config';
import { ApiExceptionFilter } from './common/api-exception.filter';
import type { DatabaseSettings } from './database/database-settings';
import { ormConfig } from './database/orm-config';
import { HealthModule } from './health/health.module';
import { InventoryModule } from './inventory/inventory.module';
import { MailModule } from './mail/mail.module';
import { MetricsModule } from './metrics/metrics.module';
import { DRAWINGS_DIR, type PictureSettings } from './pictures/picture-settings';
import { PicturesModule } from './pictures/pictures.module';
import { PaymentsModule } from './payments/payments.module';
import { TEST_PAYMENTS, type PaymentSettings } from './payments/payment-settings';
import { PurchasesModule } from './purchases/purchases.module';
import { RegistersModule } from './registers/registers.module';
import { ReleasesModule } from './releases/releases.module';
import type { ReleaseSettings } from './releases/release-settings';
import { ReportsModule } from './reports/reports.module';
import { ReturnsModule } from './returns/returns.module';
import type { Clock } from './shop/shop-clock';
import { SharedStateModule } from './shared-state/shared-state.module';
import { ShopModule } from './shop/shop.module';
import { TillModule } from './till/till.module';
import { StaffModule } from './staff/staff.module';
import { SuppliersModule } from './suppliers/suppliers.module';
import { TaxModule } from './tax/tax.module';
import { DiscountCodesModule } from './discount-codes/discount-codes.module';

@Module({})
export class AppModule {
  /** Database and token settings are parameters, so tests boot the very same app on their own. */
  static forRoot(
    database: DatabaseSettings,
    auth: AuthSettings,
    clock?: Clock,
    redisUrl?: string,
    pictures?: PictureSettings,
    payments: PaymentSettings = TEST_PAYMENTS,
    releases?: ReleaseSettings,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // The request context comes from a Fastify hook instead (createApp): cheaper than
        // Nest's middleware layer on every request.
        MikroOrmModule.forRoot({ ...ormConfig(database), registerRequestContext: false }),
        SharedStateModule.forRoot(redisUrl),
        AuthModule.forRoot(auth),
        AuditModule,
        HealthModule,
        CatalogModule,
        CatalogueCsvModule,
        InventoryModule,
        PurchasesModule,
        AddressesModule,
        MailModule,
        ReturnsModule,
        PaymentsModule.forRoot(payments),
        RegistersModule,
        SuppliersModule,
        TaxModule,
        DiscountCodesModule,
        ReportsModule,
        ShopModule.forRoot(clock),
        StaffModule,
        TillModule,
        PicturesModule.forRoot(
          pictures ?? { dataDir: DEFAULT_DATA_DIR, drawingsDir: DRAWINGS_DIR },
        ),
        // After the reports: the sales counter subscribes after the rollups (metrics/business-metrics.ts).
        MetricsModule,
        ClientEventsModule,
        ReleasesModule.forRoot(releases),
      ],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // Every DTO made with createZodDto (from the contracts' schemas) is validated.
        { provide: APP_PIPE, useClass: ZodValidationPipe },
      ],
    };
  }
}
