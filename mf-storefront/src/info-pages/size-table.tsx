import { SIZES } from '@shop/contracts';
import { tokens } from '@shop/ui';

/**
 * Body measurements in inches for each size of
 * docs/product/roles-and-rules.md#business-constants-and-limits.
 */
const MEASUREMENTS: Record<(typeof SIZES)[number], { chest: string; waist: string }> = {
  XS: { chest: '31–33', waist: '25–27' },
  S: { chest: '34–36', waist: '28–30' },
  M: { chest: '37–39', waist: '31–33' },
  L: { chest: '40–42', waist: '34–36' },
  XL: { chest: '43–45', waist: '37–39' },
  XXL: { chest: '46–48', waist: '40–42' },
};

const cell = {
  padding: `${tokens.space.xs}px ${tokens.space.md}px`,
  borderBottom: `1px solid ${tokens.color.line}`,
  textAlign: 'left' as const,
};

export function SizeTable() {
  return (
    <table
      style={{
        borderCollapse: 'collapse',
        background: tokens.color.white,
        borderRadius: tokens.radius.md,
        minWidth: 320,
      }}
    >
      <caption style={{ textAlign: 'left', paddingBottom: tokens.space.xs, fontWeight: 600 }}>
        Body measurements (inches)
      </caption>
      <thead>
        <tr>
          <th style={cell} scope="col">
            Size
          </th>
          <th style={cell} scope="col">
            Chest
          </th>
          <th style={cell} scope="col">
            Waist
          </th>
        </tr>
      </thead>
      <tbody>
        {SIZES.map((size) => (
          <tr key={size}>
            <th style={cell} scope="row">
              {size}
            </th>
            <td style={cell}>{MEASUREMENTS[size].chest}</td>
            <td style={cell}>{MEASUREMENTS[size].waist}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
