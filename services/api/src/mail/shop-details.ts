import type { ShopSettings } from '@shop/contracts';

/** Escapes text for HTML bodies: every value in an e-mail comes from a user or the settings. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The shop's address as lines, blanks left out. */
export function addressLines(shop: ShopSettings): string[] {
  const cityLine = [shop.city, [shop.state, shop.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [shop.address_line1, shop.address_line2, cityLine, shop.country].filter(Boolean);
}

/**
 * The shop's details every e-mail ends with (docs/product/e-mails.md#what-every-e-mail-carries):
 * name, address, phone, e-mail and the returns policy, from the store settings.
 */
export function shopFooterText(shop: ShopSettings): string {
  return [
    '--',
    shop.name,
    ...addressLines(shop),
    [shop.phone && `Phone: ${shop.phone}`, shop.email && `E-mail: ${shop.email}`]
      .filter(Boolean)
      .join(' · '),
    '',
    `Returns: ${shop.returns_policy}`,
  ].join('\n');
}

export function shopFooterHtml(shop: ShopSettings): string {
  const contact = [shop.phone && `Phone: ${shop.phone}`, shop.email && `E-mail: ${shop.email}`]
    .filter(Boolean)
    .map(escapeHtml)
    .join(' · ');
  return (
    '<hr><p><strong>' +
    escapeHtml(shop.name) +
    '</strong><br>' +
    addressLines(shop).map(escapeHtml).join('<br>') +
    `<br>${contact}</p><p><small>Returns: ${escapeHtml(shop.returns_policy)}</small></p>`
  );
}

/** A whole message body: paragraphs of text, then the shop's footer. */
export function composeText(shop: ShopSettings, paragraphs: readonly string[]): string {
  return [...paragraphs, '', shopFooterText(shop)].join('\n\n').replace(/\n{3,}/g, '\n\n');
}

export function composeHtml(shop: ShopSettings, body: string): string {
  return `<!doctype html><html><body style="font-family:sans-serif">${body}${shopFooterHtml(shop)}</body></html>`;
}
