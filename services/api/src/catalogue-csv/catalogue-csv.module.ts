import { Module } from '@nestjs/common';
import { CatalogueCsvController } from './catalogue-csv.controller';
import { CatalogueImportService } from './catalogue-import.service';

@Module({
  controllers: [CatalogueCsvController],
  providers: [CatalogueImportService],
})
export class CatalogueCsvModule {}
