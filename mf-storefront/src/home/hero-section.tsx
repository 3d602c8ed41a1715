import { tokens } from '@shop/ui';
import { CtaLink } from './cta-link';
import { homeColumn } from './section';

const { color } = tokens;

export function HeroSection() {
  return (
    <section
      style={{
        background: `linear-gradient(120deg, ${color.ink} 0%, ${color.inkSoft} 55%, ${color.brand} 140%)`,
        color: color.white,
        padding: '88px 0',
      }}
    >
      <div style={homeColumn}>
        <p
          style={{
            textTransform: 'uppercase',
            letterSpacing: 3,
            fontWeight: 700,
            color: color.brandOnDark,
            margin: 0,
          }}
        >
          New season, new records
        </p>
        <h1
          style={{
            fontSize: 'clamp(36px, 6vw, 60px)',
            lineHeight: 1.05,
            margin: `${tokens.space.sm}px 0 ${tokens.space.md}px`,
            maxWidth: 720,
          }}
        >
          Gear Up. Train Hard. Go Further.
        </h1>
        <p
          style={{
            fontSize: 19,
            maxWidth: 560,
            color: color.onDark,
            margin: `0 0 ${tokens.space.xxl}px`,
          }}
        >
          Performance apparel and footwear built for every rep, every run and every rest day.
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.md }}>
          <CtaLink href="/products">Shop Now</CtaLink>
          <CtaLink href="/register" variant="ghost">
            Join Our Community
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
