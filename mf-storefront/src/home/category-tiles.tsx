import { ShopLink } from '@shop/ui';
import { HomeGrid } from './home-grid';
import { Section } from './section';

/** The four home categories (ARCHITECTURE §4 demo data), linked by name. */
const CATEGORIES = [
  { label: 'Men', slug: 'men', colors: ['#1f2937', '#374151'] },
  { label: 'Women', slug: 'women', colors: ['#9a3412', '#c2410c'] },
  { label: 'Accessories', slug: 'accessories', colors: ['#115e59', '#0f766e'] },
  { label: 'Footwear', slug: 'footwear', colors: ['#1e3a8a', '#1d4ed8'] },
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
              padding: 20,
              borderRadius: 12,
              color: '#fff',
              fontSize: 22,
              fontWeight: 800,
              textDecoration: 'none',
              background: `linear-gradient(160deg, ${category.colors[0]}, ${category.colors[1]})`,
            }}
          >
            {category.label}
          </ShopLink>
        ))}
      </HomeGrid>
    </Section>
  );
}
