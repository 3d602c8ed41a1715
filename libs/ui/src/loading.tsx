import type { CSSProperties } from 'react';
import { tokens } from './tokens';
import { visuallyHiddenStyle } from './visually-hidden';

/**
 * Loading indicators drawn with a few lines of CSS rather than antd's Spin and
 * Skeleton, which cost ~7 KB gzip on the first page. React 19 hoists and dedupes
 * the `<style>` below, however many indicators render.
 */
function LoadingStyles() {
  return (
    <style href="shop-ui-loading" precedence="default">{`
      @keyframes shop-spin { to { transform: rotate(360deg); } }
      @keyframes shop-pulse { 0%, 100% { opacity: 1; } 50% { opacity: 0.45; } }
      @media (prefers-reduced-motion: reduce) { .shop-spinner, .shop-skeleton { animation-duration: 3s !important; } }
    `}</style>
  );
}

export function Spinner({ label = 'Loading', size = 32 }: { label?: string; size?: number }) {
  return (
    <span role="status" aria-live="polite" style={{ display: 'inline-flex' }}>
      <LoadingStyles />
      <span
        className="shop-spinner"
        aria-hidden="true"
        style={{
          width: size,
          height: size,
          borderRadius: '50%',
          border: `${Math.max(3, size / 10)}px solid ${tokens.color.line}`,
          borderTopColor: tokens.color.brand,
          animation: 'shop-spin 0.8s linear infinite',
        }}
      />
      <span style={visuallyHiddenStyle}>{label}</span>
    </span>
  );
}

/** A whole-area loading state (session check, lazy screens). */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '96px 0' }}>
      <Spinner label={label} size={40} />
    </div>
  );
}

/** A grey placeholder block that pulses while content loads. */
export function SkeletonBlock({
  width = '100%',
  height = 16,
  style,
}: {
  width?: number | string;
  height?: number | string;
  style?: CSSProperties;
}) {
  return (
    <>
      <LoadingStyles />
      <span
        className="shop-skeleton"
        aria-hidden="true"
        style={{
          display: 'block',
          width,
          height,
          borderRadius: tokens.radius.sm,
          background: tokens.color.line,
          animation: 'shop-pulse 1.4s ease-in-out infinite',
          ...style,
        }}
      />
    </>
  );
}
