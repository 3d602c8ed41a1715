import { ShopLink, tokens } from '@shop/ui';
import { HomeGrid } from './home-grid';
import { Section } from './section';

/**
 * The four home categories (docs/operations.md#running-it demo data), linked by name, each on a
 * gradient of the design tokens (CSS-only: `--shop-gradient-<name>-start` / `-end`).
 */
const CATEGORIES = [
  {
    label: 'Men',
    slug: 'men',
    stops: 'var(--shop-gradient-slate-start), var(--shop-gradient-slate-end)',
  },
  {
    label: 'Women',
    slug: 'women',
    stops: 'var(--shop-gradient-ember-start), var(--shop-gradient-ember-end)',
  },
  {
    label: 'Accessories',
    slug: 'accessories',
    stops: 'var(--shop-gradient-teal-start), var(--shop-gradient-teal-end)',
  },
  {
    label: 'Footwear',
    slug: 'footwear',
    stops: 'var(--shop-gradient-navy-start), var(--shop-gradient-navy-end)',
  },
] as const;

export function CategoryTiles() {
  return (
    <Section title="Shop by Category">
      <HomeGrid columns={4}>
        {CATEGORIES.map((category) => (
          <ShopLink
            key={category.slug}
            href={`/products?category=${category.slug}`}
            style={{
              display: 'flex',
              alignItems: 'flex-end',
              height: 160,
              padding: tokens.space.lg,
              borderRadius: tokens.radius.card,
              color: tokens.color.white,
              fontSize: 22,
              fontWeight: 800,
              textDecoration: 'none',
              background: `linear-gradient(160deg, ${category.stops})`,
            }}
          >
            {category.label}
          </ShopLink>
        ))}
      </HomeGrid>
    </Section>
  );
}
