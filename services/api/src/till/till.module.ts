import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { HeldSalesController } from './held-sales.controller';
import { HeldSalesService } from './held-sales.service';
import { TillCustomersController } from './till-customers.controller';
import { TillCustomersService } from './till-customers.service';

/** The till's own routes beyond the sale itself (docs/product/point-of-sale.md). */
@Module({
  imports: [UsersModule],
  controllers: [TillCustomersController, HeldSalesController],
  providers: [TillCustomersService, HeldSalesService],
})
export class TillModule {}
