import { tokens } from '@shop/ui';

/** Room for the shell's sticky header (64 px, taller when it wraps) above scrolled-to results. */
const SITE_HEADER_ROOM = 96;

/**
 * The list's layout (filters beside the results, above them on narrow screens): rules
 * inline styles cannot express. React 19 hoists and dedupes this `<style>`, however
 * many times it renders.
 */
export function ProductsStyles() {
  return (
    <style href="sf-products" precedence="default">{`
      .sf-products-layout { display: grid; grid-template-columns: 260px minmax(0, 1fr); gap: ${tokens.space.xxl}px; align-items: start; }
      .sf-results { outline: none; scroll-margin-top: ${SITE_HEADER_ROOM}px; }
      .sf-results-bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${tokens.space.sm}px; margin-bottom: ${tokens.space.md}px; min-height: 38px; }
      .sf-sort { display: flex; align-items: center; gap: ${tokens.space.xs}px; }
      .sf-sort select { height: 38px; padding: 0 11px; font: inherit; color: ${tokens.color.ink}; background: ${tokens.color.white}; border: 1px solid ${tokens.color.subtle}; border-radius: ${tokens.radius.control}px; }
      .sf-sort select:hover { border-color: ${tokens.color.brand}; }
      .sf-sort select:focus-visible { outline: 3px solid ${tokens.color.brand}; outline-offset: 2px; }
      @media (max-width: 991px) {
        .sf-products-layout { grid-template-columns: minmax(0, 1fr); gap: ${tokens.space.md}px; }
      }
    `}</style>
  );
}
