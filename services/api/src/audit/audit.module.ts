import { Global, Module } from '@nestjs/common';
import { AuditTrail } from './audit-trail';
import { AuditController } from './audit.controller';
import { AuditService } from './audit.service';

/** The audit trail: global, so any module's service can inject `AuditTrail` to write to it. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditService, AuditTrail],
  exports: [AuditTrail],
})
export class AuditModule {}
