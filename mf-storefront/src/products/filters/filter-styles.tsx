import { tokens } from '@shop/ui';

const { color, radius, space } = tokens;

/**
 * The filter panel's native inputs, drawn like antd's (the list loads no antd), and
 * its show/hide toggle on narrow screens. Hoisted and deduped by React 19.
 */
export function FilterStyles() {
  return (
    <style href="sf-filters" precedence="default">{`
      .sf-filters-toggle { display: none; }
      .sf-filters-panel { background: ${color.white}; border: 1px solid ${color.line}; border-radius: ${radius.card}px; padding: ${space.lg}px; }
      .sf-input, .sf-select { width: 100%; height: 38px; padding: 0 11px; font: inherit; color: ${color.ink}; background: ${color.white}; border: 1px solid ${color.subtle}; border-radius: ${radius.control}px; }
      .sf-input:hover, .sf-select:hover { border-color: ${color.brand}; }
      .sf-check { display: flex; align-items: center; gap: ${space.xs}px; cursor: pointer; }
      .sf-check input { width: 18px; height: 18px; margin: 0; accent-color: ${color.brand}; cursor: pointer; }
      .sf-input:focus-visible, .sf-select:focus-visible, .sf-check input:focus-visible { outline: 3px solid ${color.brand}; outline-offset: 2px; }
      @media (max-width: 991px) {
        .sf-filters-toggle { display: block; margin-bottom: ${space.sm}px; }
        .sf-filters-panel[data-open='false'] { display: none; }
      }
    `}</style>
  );
}
