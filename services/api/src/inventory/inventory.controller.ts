import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { InventoryAlertList } from '@shop/contracts';
import { Roles } from '../auth/access.decorators';
import { InventoryService } from './inventory.service';

@ApiTags('inventory')
@ApiBearerAuth()
@Roles('staff')
@Controller('inventory')
export class InventoryController {
  constructor(private readonly inventory: InventoryService) {}

  @Get('alerts')
  @ApiOkResponse({
    description:
      '{ alerts: [{ product_id, name, sku, quantity_in_stock, minimum_stock_level, status }] }',
  })
  @ApiForbiddenResponse({ description: 'Below staff' })
  alerts(): Promise<InventoryAlertList> {
    return this.inventory.alerts();
  }
}
