import type { StyleCard } from '@shop/contracts';
import { formatPrice, Text } from '@shop/ui';

const STYLES = `
  .pos-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--shop-space-sm);
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); }
  .pos-tile { width: 100%; height: 100%; display: flex; flex-direction: column;
    gap: var(--shop-space-xxs); padding: var(--shop-space-sm); font: inherit; text-align: left;
    color: inherit; background: var(--shop-white); cursor: pointer;
    border: 1px solid var(--shop-line); border-radius: var(--shop-radius-card); }
  .pos-tile:hover:not(:disabled) { border-color: var(--shop-brand); }
  .pos-tile:focus-visible { outline: 3px solid var(--shop-brand); outline-offset: 1px; }
  .pos-tile:disabled { background: var(--shop-fill); cursor: not-allowed; }
  .pos-tile-picture { width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover;
    background: var(--shop-placeholder); border-radius: var(--shop-radius-control); }
  .pos-tile-name { font-weight: 600; line-height: 1.3; }
  .pos-tile-meta { font-size: var(--shop-font-size-sm); color: var(--shop-muted); }
  .pos-tile-foot { display: flex; justify-content: space-between; align-items: baseline;
    gap: var(--shop-space-xxs); margin-top: auto; padding-top: var(--shop-space-xxs); }
  .pos-tile-stock { font-size: var(--shop-font-size-sm); }
  .pos-tile-stock[data-out] { color: var(--shop-danger); font-weight: 600; }
`;

/** The tile's picture: the first picture's small files, else the drawing; none without either. */
function TilePicture({ style }: { style: StyleCard }) {
  const picture = style.pictures[0];
  const src = picture?.urls.thumb ?? style.image_url;
  if (!src) return null;
  return (
    <img
      className="pos-tile-picture"
      src={src}
      srcSet={picture && `${picture.urls.thumb} 160w, ${picture.urls.card} 480w`}
      sizes={picture && '240px'}
      alt=""
      width={160}
      height={120}
      loading="lazy"
    />
  );
}

const priceOf = (style: StyleCard) =>
  style.min_price === style.max_price
    ? formatPrice(style.min_price)
    : `From ${formatPrice(style.min_price)}`;

/**
 * The till's style tiles (docs/product/point-of-sale.md): picture, name, brand, price and the
 * sizes in stock. A tile opens the size-by-colour picker; one with nothing in stock is off.
 */
export function StyleTiles({
  styles,
  onOpen,
}: {
  styles: StyleCard[];
  onOpen: (style: StyleCard) => void;
}) {
  return (
    <>
      <style href="pos-grid" precedence="default">
        {STYLES}
      </style>
      <ul className="pos-grid" aria-label="Styles">
        {styles.map((style) => {
          const out = style.sizes_in_stock.length === 0;
          return (
            <li key={style.id}>
              <button
                type="button"
                className="pos-tile"
                disabled={out}
                aria-haspopup="dialog"
                onClick={() => onOpen(style)}
              >
                <TilePicture style={style} />
                <span className="pos-tile-name">{style.name}</span>
                <span className="pos-tile-meta">{style.brand}</span>
                <span className="pos-tile-foot">
                  <strong>{priceOf(style)}</strong>
                  <span className="pos-tile-stock" data-out={out || undefined}>
                    {out ? 'Out of stock' : style.sizes_in_stock.join(' ')}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {styles.length === 0 && <Text muted>No styles match the search.</Text>}
    </>
  );
}
