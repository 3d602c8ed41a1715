import { Module } from '@nestjs/common';
import { DrawerReadsService } from './drawer-reads.service';
import { DrawerSessionsService } from './drawer-sessions.service';
import { RegisterSettingsController } from './register-settings.controller';
import { RegisterSettingsService } from './register-settings.service';
import { RegistersController } from './registers.controller';

/**
 * Registers and drawer sessions (docs/product/registers.md). The checkout finds a till sale's
 * open session by its own statement (purchases/checkout-statements.ts), so neither module
 * imports the other's services.
 */
@Module({
  controllers: [RegisterSettingsController, RegistersController],
  providers: [RegisterSettingsService, DrawerReadsService, DrawerSessionsService],
})
export class RegistersModule {}
