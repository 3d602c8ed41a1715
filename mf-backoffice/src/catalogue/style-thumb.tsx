import { tokens } from '@shop/ui';

const SIZE = 48;

/**
 * A style's first picture, or its drawing, or a plain placeholder. Decorative: the name beside
 * it says what it shows.
 */
export function StyleThumb({ src }: { src: string | null }) {
  const frame = {
    width: SIZE,
    height: SIZE,
    flex: 'none',
    borderRadius: tokens.radius.md,
    background: tokens.color.placeholder,
    objectFit: 'cover' as const,
  };
  return src ? (
    <img src={src} alt="" loading="lazy" style={frame} />
  ) : (
    <span aria-hidden="true" style={{ ...frame, display: 'inline-block' }} />
  );
}
