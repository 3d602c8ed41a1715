import { tokens } from '@shop/ui';

/**
 * A session left open past the shop's midnight (docs/product/registers.md#past-midnight): the
 * drawer was not closed at the end of its day.
 */
export function PastMidnightFlag() {
  const { text: color, background } = tokens.tone.warning;
  return (
    <span
      style={{
        color,
        background,
        padding: '2px 10px',
        borderRadius: tokens.radius.pill,
        fontSize: tokens.fontSize.xs,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      Open past midnight
    </span>
  );
}
