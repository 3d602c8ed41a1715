import { CategoryTiles } from './category-tiles';
import { ClosingCallToAction } from './closing-call-to-action';
import { FeaturedProducts } from './featured-products';
import { HeroSection } from './hero-section';
import { SellingPoints } from './selling-points';

/**
 * The landing page (docs/product/storefront.md#home-page), plus a strip of real products
 * from the API.
 */
export function HomePage() {
  return (
    <div>
      <HeroSection />
      <SellingPoints />
      <CategoryTiles />
      <FeaturedProducts />
      <ClosingCallToAction />
    </div>
  );
}
