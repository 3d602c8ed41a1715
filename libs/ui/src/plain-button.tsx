import type { ButtonHTMLAttributes } from 'react';
import { brand } from './theme';

const STYLES = `
  .shop-button { display: inline-flex; align-items: center; justify-content: center; gap: 6px;
    height: 34px; padding: 0 15px; border: 1px solid #d9d9d9; border-radius: 10px;
    background: #fff; color: ${brand.ink}; font: inherit; font-size: 15px; font-weight: 600;
    cursor: pointer; }
  .shop-button:hover { border-color: ${brand.primary}; color: ${brand.primary}; }
  .shop-button[data-variant='primary'] { border-color: ${brand.primary}; background: ${brand.primary}; color: #fff; }
  .shop-button[data-variant='primary']:hover { border-color: #9a3412; background: #9a3412; }
  .shop-button[data-variant='primary']:active { background: #7c2d12; }
  .shop-button[data-size='small'] { height: 28px; padding: 0 10px; border-radius: 6px; font-size: 14px; }
  .shop-button[data-block] { display: flex; width: 100%; }
  .shop-button:focus-visible { outline: 3px solid ${brand.primary}; outline-offset: 2px; }
  .shop-button:disabled, .shop-button:disabled:hover { border-color: #d9d9d9;
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
      {/* React hoists this into <head> once, however many buttons render it. */}
      <style href="shop-plain-button" precedence="default">
        {STYLES}
      </style>
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
