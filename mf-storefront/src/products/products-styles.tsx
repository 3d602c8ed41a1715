/**
 * Layout rules inline styles cannot express (media queries, focus rings). React 19
 * hoists and dedupes this `<style>`, however many times it renders.
 */
export function ProductsStyles() {
  return (
    <style href="sf-products" precedence="default">{`
      .sf-products-layout { display: grid; grid-template-columns: 260px minmax(0, 1fr); gap: 32px; align-items: start; }
      .sf-filters-toggle { display: none; }
      .sf-filters-panel { background: #fff; border: 1px solid #e5e7eb; border-radius: 12px; padding: 20px; }
      .sf-input, .sf-select { width: 100%; height: 38px; padding: 0 11px; font: inherit; color: #111827; background: #fff; border: 1px solid #6b7280; border-radius: 10px; }
      .sf-input:hover, .sf-select:hover { border-color: #c2410c; }
      .sf-check { display: flex; align-items: center; gap: 8px; cursor: pointer; }
      .sf-check input { width: 18px; height: 18px; margin: 0; accent-color: #c2410c; cursor: pointer; }
      .sf-input:focus-visible, .sf-select:focus-visible, .sf-check input:focus-visible,
      .sf-swatch:focus-visible, .sf-plain-button:focus-visible { outline: 3px solid #c2410c; outline-offset: 2px; }
      .sf-quantity-input { width: 72px; height: 32px; padding: 0 8px; text-align: center; font: inherit; border: 1px solid #9ca3af; border-radius: 8px; }
      .sf-quantity-input:focus-visible { outline: 3px solid #c2410c; outline-offset: 1px; }
      .sf-detail-price { font-size: 28px; font-weight: 800; }
      .sf-notes { list-style: none; padding: 16px; margin: 0; display: grid; gap: 6px; background: #fff; border: 1px solid #e5e7eb; border-radius: 12px; font-weight: 600; }
      .sf-spec-table { width: 100%; max-width: 720px; border-collapse: collapse; }
      .sf-spec-table th, .sf-spec-table td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #e5e7eb; }
      .sf-spec-table th { width: 40%; color: #4b5563; font-weight: 600; }
      @media (max-width: 991px) {
        .sf-products-layout { grid-template-columns: minmax(0, 1fr); gap: 16px; }
        .sf-filters-toggle { display: block; margin-bottom: 12px; }
        .sf-filters-panel[data-open='false'] { display: none; }
      }
    `}</style>
  );
}
