// @ts-check
// Draws the demo catalogue's product illustrations
// (docs/decisions/0073-our-own-product-drawings.md): one flat line drawing per product type,
// filled with each catalogue colour, as small static SVG files in
// shell/public/images/products/<type>-<colour>.svg. The shell's build copies them to
// /images/products/, and the demo seed points image_url at them. Run it again after changing a
// drawing or the swatch colours:  node tools/product-images.mjs
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { loadTokens } = require('./webpack/design-tokens.js');

const OUT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../shell/public/images/products',
);

/**
 * Each type's outline (filled with the product's colour) and its detail lines (seams,
 * zips, laces), on a 400 × 300 canvas: the 4:3 frame every product image is shown in.
 * @type {Record<string, { shape: string, details: string, extra?: string, evenOdd?: boolean }>}
 */
const DRAWINGS = {
  tee: {
    shape: 'M150 60 120 70 80 110l25 30 25-18v128h140V122l25 18 25-30-40-40-30-10q-50 35-100 0Z',
    details: 'M160 64q40 28 80 0M130 122l-6-40M270 122l6-40',
  },
  tank: {
    shape: 'M160 50v35q-10 30-25 35v130h130V120q-15-5-25-35V50h-18q-22 50-44 0Z',
    details: 'M135 236h130M169 56q31 56 62 0',
  },
  shorts: {
    shape: 'M125 80h150l20 140-80 8-15-98-15 98-80-8Z',
    details: 'M127 100h146M195 100l-5 22M205 100l5 22',
  },
  leggings: {
    shape: 'M150 40h100l12 225h-42l-17-155h-6l-17 155h-42Z',
    details: 'M151 62h98M200 62v48',
  },
  hoodie: {
    shape:
      'M140 80q10-40 60-42 50 2 60 42l40 15 30 120-30 7-20-77-2 110H122l-2-110-20 77-30-7 30-120Z',
    details: 'M170 85q30-25 60 0-30 20-60 0M160 200h80l10 40H150ZM190 95l-2 30M210 95l2 30',
  },
  jacket: {
    shape:
      'M160 55l-35 13-30 32-25 125 30 7 25-92v118h150V140l25 92 30-7-25-125-30-32-35-13-18-7h-44Z',
    details: 'M200 62v196M178 48l22 22 22-22M148 205h26M226 205h26',
  },
  shoe: {
    shape: 'M80 212l8-72q7-20 32-15l40 10q20-25 50-23l20 38q60 15 88 35 12 11 10 27Z',
    details: 'M172 128l13 22M186 122l12 24M200 117l12 25M120 150q10 30 40 35',
    extra: '<path d="M80 212h248l-2 16q-126 8-242 0Z" fill="#f9fafb"/>',
  },
  cap: {
    shape: 'M100 190q0-100 100-102 100 2 100 102ZM290 190q60-4 72 14-30 10-72 2Z',
    details: 'M200 88q-30 40-25 102M200 88q30 40 25 102',
    extra: '<circle cx="200" cy="88" r="7"/>',
  },
  bag: {
    shape: 'M90 130q0-20 20-20h180q20 0 20 20v105q0 10-10 10H100q-10 0-10-10Z',
    details: 'M110 130h180M125 110v135M275 110v135',
    extra: '<path d="M150 110q0-50 50-50t50 50" fill="none"/>',
  },
  socks: {
    shape: 'M165 40h60v125q0 15 12 25l45 30q22 18 6 38-14 16-38 6l-92-52q-18-12-18-34Z',
    details: 'M165 66h60M165 80h60M240 204q-14 16-6 34',
  },
  headband: {
    shape:
      'M80 150a120 62 0 1 0 240 0a120 62 0 1 0-240 0ZM112 150a88 38 0 1 0 176 0a88 38 0 1 0-176 0Z',
    details: 'M185 203h30',
    evenOdd: true,
  },
  gloves: {
    shape:
      'M140 120q0-18 18-18h96q18 0 18 18v92q0 30-30 40h-72q-30-10-30-40ZM150 104V80h24v24M180 104V72h26v32M212 104V74h24v30M242 104V84h20v20M140 160l-34-24q-14-6-18 8l52 46Z',
    details: 'M140 222h132M160 140h90',
  },
  band: {
    shape:
      'M70 110h260a40 40 0 0 1 0 80H70a40 40 0 0 1 0-80ZM72 130h256a20 20 0 0 1 0 40H72a20 20 0 0 1 0-40Z',
    details: 'M190 110v20M210 110v20',
    evenOdd: true,
  },
  mat: {
    shape: 'M110 105h180a32 47 0 0 1 0 94H110a32 47 0 0 1 0-94Z',
    details: 'M110 105a32 47 0 0 0 0 94M110 128a14 24 0 0 0 0 48M170 105v94M240 105v94',
  },
  slide: {
    shape:
      'M70 212q0-16 16-18l228-6q22 0 22 18l-4 14H76ZM118 196q18-78 104-78t92 70h-34q-12-40-58-40t-70 48Z',
    details: 'M150 160q20-10 40-6M86 206h236',
  },
  bottle: {
    shape: 'M175 60h50v25q25 15 25 45v120q0 15-15 15h-70q-15 0-15-15V130q0-30 25-45Z',
    details: 'M150 150h100M150 220h100',
    extra: '<rect x="178" y="34" width="44" height="28" rx="5" fill="#374151"/>',
  },
};

/** Relative luminance of a `#rrggbb` colour (WCAG), to pick detail lines that show on it. */
function luminance(/** @type {string} */ hex) {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return (
    0.2126 * /** @type {number} */ (r) +
    0.7152 * /** @type {number} */ (g) +
    0.0722 * /** @type {number} */ (b)
  );
}

/**
 * @param {{ shape: string, details: string, extra?: string, evenOdd?: boolean }} drawing
 * @param {string} fill   the product's colour
 * @param {{ ink: string, background: string }} page
 */
function svg(drawing, fill, page) {
  const detail = luminance(fill) < 0.2 ? '#ffffff' : page.ink;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">` +
    `<rect width="400" height="300" fill="${page.background}"/>` +
    `<g fill="${fill}" stroke="${page.ink}" stroke-width="5" stroke-linejoin="round">` +
    `<path d="${drawing.shape}"${drawing.evenOdd ? ' fill-rule="evenodd"' : ''}/>${drawing.extra ?? ''}</g>` +
    `<path d="${drawing.details}" fill="none" stroke="${detail}" stroke-opacity=".55" stroke-width="3" stroke-linecap="round"/>` +
    `</svg>\n`
  );
}

function main() {
  const { cssOnlyTokens, tokens } = loadTokens();
  const page = {
    ink: tokens.color.inkSoft,
    background: tokens.color.placeholder,
  };
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [type, drawing] of Object.entries(DRAWINGS)) {
    for (const [colour, fill] of Object.entries(cssOnlyTokens.swatch)) {
      writeFileSync(
        path.join(OUT_DIR, `${type}-${colour.toLowerCase()}.svg`),
        svg(drawing, fill, page),
      );
    }
  }
  console.log(
    `Wrote ${readdirSync(OUT_DIR).length} illustrations to ${path.relative(process.cwd(), OUT_DIR)}`,
  );
}

main();
