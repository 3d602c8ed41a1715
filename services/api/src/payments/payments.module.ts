import { Module, type DynamicModule } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { EventsModule } from '../events/events.module';
import { CardHoldSweeper } from './card-hold-sweeper';
import { CardHolds } from './card-holds';
import { CardPaymentsService } from './card-payments.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import type { PaymentSettings } from './payment-settings';
import { PaymentsController } from './payments.controller';
import { StripePaymentProvider } from './stripe-payment-provider';
import { TestPaymentProvider } from './test-payment-provider';

/** The provider PAYMENT_PROVIDER names (docs/decisions/0103-a-payment-provider-seam.md). */
export function paymentProviderOf(settings: PaymentSettings): PaymentProvider {
  return settings.provider === 'stripe'
    ? new StripePaymentProvider(settings)
    : new TestPaymentProvider();
}

/** Card payments: Pay Now, the provider's webhook, and the sweeper of unpaid holds. */
@Module({})
export class PaymentsModule {
  static forRoot(settings: PaymentSettings): DynamicModule {
    return {
      module: PaymentsModule,
      imports: [EventsModule, CatalogModule],
      controllers: [PaymentsController],
      providers: [
        { provide: PAYMENT_PROVIDER, useValue: paymentProviderOf(settings) },
        CardHolds,
        CardPaymentsService,
        CardHoldSweeper,
      ],
      exports: [CardHoldSweeper],
    };
  }
}
