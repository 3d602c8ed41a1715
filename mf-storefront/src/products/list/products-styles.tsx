import { tokens } from '@shop/ui';

/**
 * The list's layout (filters beside the results, above them on narrow screens): rules
 * inline styles cannot express. React 19 hoists and dedupes this `<style>`, however
 * many times it renders.
 */
export function ProductsStyles() {
  return (
    <style href="sf-products" precedence="default">{`
      .sf-products-layout { display: grid; grid-template-columns: 260px minmax(0, 1fr); gap: ${tokens.space.xxl}px; align-items: start; }
      @media (max-width: 991px) {
        .sf-products-layout { grid-template-columns: minmax(0, 1fr); gap: ${tokens.space.md}px; }
      }
    `}</style>
  );
}
