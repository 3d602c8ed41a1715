import { profitMarginPercent, type Product } from '@shop/contracts';
import { useHasRole } from '@shop/shop-state';
import { formatPrice, tokens } from '@shop/ui';

/**
 * "12.5%": the margin with one decimal
 * (docs/product/roles-and-rules.md#business-constants-and-limits).
 */
export function formatMargin(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

function staffRows(product: Product): [string, string][] {
  if (product.cost_price === undefined) return [];
  const margin = profitMarginPercent(product.selling_price, product.cost_price);
  return [
    ['Cost price', formatPrice(product.cost_price)],
    ['Profit margin', margin === null ? 'Not available' : formatMargin(margin)],
  ];
}

/**
 * The specifications table. Cost and margin show only to staff and admin, and only
 * when the API sent a cost (it does so only for a staff token).
 */
export function ProductSpecifications({ product }: { product: Product }) {
  const isStaff = useHasRole('staff');
  const rows: [string, string][] = [
    ['SKU', product.sku],
    ['Brand', product.brand],
    ['Category', product.category?.name ?? '—'],
    ['Size', product.size],
    ['Color', product.color],
    ['Selling price', formatPrice(product.selling_price)],
    ...(isStaff ? staffRows(product) : []),
  ];
  return (
    <section aria-labelledby="sf-specifications" style={{ marginTop: tokens.space.xxl }}>
      <h2 id="sf-specifications" style={{ fontSize: 22 }}>
        Specifications
      </h2>
      <table className="sf-spec-table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
