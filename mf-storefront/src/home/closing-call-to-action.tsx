import { brand } from '@shop/ui';
import { CtaLink } from './cta-link';

export function ClosingCallToAction() {
  return (
    <section style={{ maxWidth: 1200, margin: '48px auto 0', padding: '0 20px' }}>
      <div
        style={{
          background: brand.ink,
          color: '#fff',
          borderRadius: 16,
          padding: '48px 32px',
          textAlign: 'center',
        }}
      >
        <h2 style={{ fontSize: 30, margin: '0 0 12px', color: '#fff' }}>
          Ready to Elevate Your Workout?
        </h2>
        <p style={{ color: '#d1d5db', fontSize: 17, margin: '0 0 28px' }}>
          Find the gear that keeps up with you. Free shipping on orders over $50.
        </p>
        <CtaLink href="/products">Start Shopping</CtaLink>
      </div>
    </section>
  );
}
