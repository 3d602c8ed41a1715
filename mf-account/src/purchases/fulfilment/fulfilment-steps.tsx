import type { ReactNode } from 'react';
import type { Purchase } from '@shop/contracts';
import { ShopTime, Text, tokens } from '@shop/ui';

interface Step {
  name: string;
  at: string | null | undefined;
  detail?: ReactNode;
}

function stepsOf(purchase: Purchase): Step[] {
  return [
    { name: 'Ordered', at: purchase.created_at },
    {
      name: 'Shipped',
      at: purchase.shipped_at,
      detail: purchase.tracking_number && (
        <>
          {purchase.carrier}, tracking number <strong>{purchase.tracking_number}</strong>
        </>
      ),
    },
    { name: 'Delivered', at: purchase.delivered_at },
  ];
}

/**
 * A web order's way to its buyer (docs/product/purchases.md#fulfilment): Ordered, Shipped (with
 * the carrier and tracking number), Delivered, each with its day and time once it happened.
 * The same list for the customer and for staff.
 */
export function FulfilmentSteps({ purchase }: { purchase: Purchase }) {
  const steps = stepsOf(purchase);
  const reached = steps.filter((step) => step.at).length - 1;
  return (
    <ol aria-label="Delivery steps" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {steps.map((step, index) => (
        <li
          key={step.name}
          aria-current={index === reached ? 'step' : undefined}
          style={{ display: 'flex', gap: tokens.space.sm, padding: `${tokens.space.xxs}px 0` }}
        >
          <span
            aria-hidden="true"
            style={{ color: step.at ? tokens.tone.success.text : tokens.color.muted }}
          >
            {step.at ? '●' : '○'}
          </span>
          <div>
            <Text style={{ fontWeight: 600, margin: 0 }}>
              {step.name}
              {!step.at && <span style={{ fontWeight: 400 }}>: not yet</span>}
            </Text>
            {step.at && (
              <Text style={{ margin: 0 }}>
                <ShopTime at={step.at} format="dateTime" />
              </Text>
            )}
            {step.at && step.detail && <Text style={{ margin: 0 }}>{step.detail}</Text>}
          </div>
        </li>
      ))}
    </ol>
  );
}
