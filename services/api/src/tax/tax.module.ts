import { Module } from '@nestjs/common';
import { TaxController } from './tax.controller';
import { TaxService } from './tax.service';

/** Sales tax rates and category rules; the purchases module prices with them (TaxService.table). */
@Module({ controllers: [TaxController], providers: [TaxService], exports: [TaxService] })
export class TaxModule {}
