/// <reference lib="dom" />
// The yardstick of `npm run figures` (docs/figures.md): React and ReactDOM rendering a
// 20-item list with buttons and nothing else. Whatever the shop's first pages score beyond
// this page is what our own code, federation and data cost.
import { StrictMode, createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

const ITEMS = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  name: `Product ${index + 1}`,
  price: (19.99 + index * 5).toFixed(2),
}));

function List() {
  const [added, setAdded] = useState(0);
  return h(
    'main',
    null,
    h('h1', null, 'Products'),
    h('p', { 'aria-live': 'polite' }, `${added} in cart`),
    h(
      'ul',
      null,
      ITEMS.map((item) =>
        h(
          'li',
          { key: item.id },
          `${item.name} $${item.price} `,
          h('button', { type: 'button', onClick: () => setAdded((n) => n + 1) }, 'Add to Cart'),
        ),
      ),
    ),
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(h(StrictMode, null, h(List)));
