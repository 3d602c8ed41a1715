import { Module } from '@nestjs/common';
import { DiscountCodesController } from './discount-codes.controller';
import { DiscountCodesService } from './discount-codes.service';

/** Discount codes' admin routes; the checkout and the quote read codes with their own statements. */
@Module({ controllers: [DiscountCodesController], providers: [DiscountCodesService] })
export class DiscountCodesModule {}
