import { tokens } from '@shop/ui';
import { CtaLink } from './cta-link';
import { homeColumn } from './section';

export function ClosingCallToAction() {
  return (
    <section style={{ ...homeColumn, marginTop: tokens.space.xxxl }}>
      <div
        style={{
          background: tokens.color.ink,
          color: tokens.color.white,
          borderRadius: 16,
          padding: `${tokens.space.xxxl}px ${tokens.space.xxl}px`,
          textAlign: 'center',
        }}
      >
        <h2 style={{ fontSize: 30, margin: `0 0 ${tokens.space.sm}px`, color: tokens.color.white }}>
          Ready to Elevate Your Workout?
        </h2>
        <p style={{ color: tokens.color.onDark, fontSize: tokens.fontSize.md, margin: '0 0 28px' }}>
          Find the gear that keeps up with you. Free shipping on orders over $50.
        </p>
        <CtaLink href="/products">Start Shopping</CtaLink>
      </div>
    </section>
  );
}
