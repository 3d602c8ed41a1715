import { brand } from '@shop/ui';
import { CtaLink } from './cta-link';

export function HeroSection() {
  return (
    <section
      style={{
        background: `linear-gradient(120deg, ${brand.ink} 0%, #1f2937 55%, ${brand.primary} 140%)`,
        color: '#fff',
        padding: '88px 0',
      }}
    >
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: '0 20px' }}>
        <p
          style={{
            textTransform: 'uppercase',
            letterSpacing: 3,
            fontWeight: 700,
            color: '#fdba74',
            margin: 0,
          }}
        >
          New season, new records
        </p>
        <h1
          style={{
            fontSize: 'clamp(36px, 6vw, 60px)',
            lineHeight: 1.05,
            margin: '12px 0 16px',
            maxWidth: 720,
          }}
        >
          Gear Up. Train Hard. Go Further.
        </h1>
        <p style={{ fontSize: 19, maxWidth: 560, color: '#e5e7eb', margin: '0 0 32px' }}>
          Performance apparel and footwear built for every rep, every run and every rest day.
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          <CtaLink href="/products">Shop Now</CtaLink>
          <CtaLink href="/register" variant="ghost">
            Join Our Community
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
