import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { ShopLink } from './shop-link';
import { tokens } from './tokens';

const { color, radius, fontSize } = tokens;

const STYLES = `
  .shop-button { display: inline-flex; align-items: center; justify-content: center; gap: 6px;
    height: 34px; padding: 0 15px; border: 1px solid ${color.control};
    border-radius: ${radius.control}px; background: ${color.white}; color: ${color.ink};
    font: inherit; font-size: ${fontSize.base}px; font-weight: 600; text-decoration: none;
    cursor: pointer; }
  .shop-button:hover { border-color: ${color.brand}; color: ${color.brand}; }
  .shop-button[data-variant='primary'] { border-color: ${color.brand}; background: ${color.brand}; color: ${color.white}; }
  .shop-button[data-variant='primary']:hover { border-color: ${color.brandHover}; background: ${color.brandHover}; }
  .shop-button[data-variant='primary']:active { background: ${color.brandActive}; }
  .shop-button[data-size='small'] { height: 28px; padding: 0 10px; border-radius: ${radius.sm}px; font-size: ${fontSize.sm}px; }
  .shop-button[data-block] { display: flex; width: 100%; }
  .shop-button:focus-visible { outline: 3px solid ${color.brand}; outline-offset: 2px; }
  .shop-button:disabled, .shop-button:disabled:hover { border-color: ${color.control};
    background: rgba(0, 0, 0, 0.04); color: rgba(0, 0, 0, 0.35); cursor: not-allowed; }
`;

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` is filled with the brand colour; `default` is outlined. */
  variant?: 'primary' | 'default';
  size?: 'small' | 'middle';
  /** As wide as its container. */
  block?: boolean;
}

/**
 * A button in the shop's look, without antd: for the first pages (`/`, `/products`)
 * and the shell. antd's Button and the runtime styles it generates cost a throttled
 * phone more script time than the rest of those pages' controls together; screens
 * further in use antd's Button from `@shop/ui/controls`.
 */
function PlainButtonStyles() {
  // React hoists this into <head> once, however many buttons render it.
  return (
    <style href="shop-plain-button" precedence="default">
      {STYLES}
    </style>
  );
}

export function PlainButton({
  variant = 'default',
  size = 'middle',
  block = false,
  type = 'button',
  className,
  ...props
}: PlainButtonProps) {
  return (
    <>
      <PlainButtonStyles />
      <button
        type={type}
        className={className ? `shop-button ${className}` : 'shop-button'}
        data-variant={variant}
        data-size={size}
        data-block={block || undefined}
        {...props}
      />
    </>
  );
}

/**
 * A link (it goes to another screen, "New Sale", "Continue Shopping") drawn like a
 * plain button: a `ShopLink`, so it may cross into another module.
 */
export function ButtonLink({
  variant = 'default',
  className,
  ...props
}: ComponentProps<typeof ShopLink> & { variant?: PlainButtonProps['variant'] }) {
  return (
    <>
      <PlainButtonStyles />
      <ShopLink
        className={className ? `shop-button ${className}` : 'shop-button'}
        data-variant={variant}
        {...props}
      />
    </>
  );
}
