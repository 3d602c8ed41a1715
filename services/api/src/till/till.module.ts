import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { TillCustomersController } from './till-customers.controller';
import { TillCustomersService } from './till-customers.service';

/** The till's own routes beyond the sale itself (docs/product/point-of-sale.md). */
@Module({
  imports: [UsersModule],
  controllers: [TillCustomersController],
  providers: [TillCustomersService],
})
export class TillModule {}
