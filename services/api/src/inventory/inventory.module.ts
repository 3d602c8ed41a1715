import { Module } from '@nestjs/common';
import { InventoryStockController } from './inventory-stock.controller';
import { InventoryController } from './inventory.controller';
import { InventoryService } from './inventory.service';
import { StockChangesService } from './stock-changes.service';
import { StockHistoryService } from './stock-history.service';

@Module({
  controllers: [InventoryController, InventoryStockController],
  providers: [InventoryService, StockChangesService, StockHistoryService],
})
export class InventoryModule {}
