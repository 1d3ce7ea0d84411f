#!/usr/bin/env node
/**
 * Draws the seeded companies' logos and their products' pictures (public/images/seed/companies/ and
 * public/images/seed/products/) from the company files (server/db/seed/data/companies/*.md): a logo is the
 * first two characters of the company's own name (its brand, 青岚 of 景德镇青岚陶瓷) in a shape that says its first kind (brand: rounded square,
 * factory: hexagon, provider: circle, retailer: a shop's awning), in one of a few brand colours; a product
 * picture is a tile in its top category's colour with a light pattern and a line glyph (scripts/lib/seed-glyphs.mjs).
 * Sizes: logos 120 × 120, pictures 320 × 240. Run `node scripts/seed-images.mjs` after changing the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { answerHelp } from './lib/help.mjs';
import { GLYPHS } from './lib/seed-glyphs.mjs';

answerHelp(`Usage: node scripts/seed-images.mjs

Draws the seeded companies' logos (public/images/seed/companies/, 120 × 120) and their products' pictures
(public/images/seed/products/, 320 × 240) from server/db/seed/data/companies/*.md and categories.yaml.
Run it from the repository's root after changing those files; the same files always draw the same images.

Options:
  -h, --help   this text`);

const ROOT = process.cwd();
const DATA = path.join(ROOT, 'server/db/seed/data');
const OUT = path.join(ROOT, 'public');

const header = (file) => parse(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n'))[1]);
const companies = fs
  .readdirSync(path.join(DATA, 'companies'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => header(path.join(DATA, 'companies', name)));
const groups = parse(fs.readFileSync(path.join(DATA, 'categories.yaml'), 'utf8'));

// One colour per top category: [ink, tile, pattern].
const CATEGORY_COLOURS = [
  ['#9d174d', '#fdf2f8', '#fbcfe8'],
  ['#7c2d12', '#fff7ed', '#fed7aa'],
  ['#0f766e', '#f0fdfa', '#99f6e4'],
  ['#be185d', '#fff1f2', '#fecdd3'],
  ['#a16207', '#fefce8', '#fde68a'],
  ['#0369a1', '#f0f9ff', '#bae6fd'],
  ['#1e3a8a', '#eef2ff', '#c7d2fe'],
  ['#15803d', '#f0fdf4', '#bbf7d0'],
  ['#92400e', '#fffbeb', '#fcd34d'],
  ['#6d28d9', '#f5f3ff', '#ddd6fe'],
  ['#334155', '#f8fafc', '#cbd5e1'],
  ['#c2410c', '#fff7ed', '#fdba74'],
];
const topOf = new Map();
groups.forEach((group, index) => {
  topOf.set(group.name, index);
  for (const child of group.children) topOf.set(child.name, index);
});

const LOGO_COLOURS = ['#0b1b3f', '#1d4ed8', '#0f766e', '#b91c1c', '#7c3aed', '#c2410c', '#15803d', '#be185d'];
const PLACES = ['义乌', '平湖', '晋江', '昆山', '慈溪', '顺德'];
const FONT = 'PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif';

/** The company's own name: its name without the place it starts with. */
function ownName(company) {
  const places = [company.city, company.province, ...PLACES].filter(Boolean).sort((a, b) => b.length - a.length);
  const place = places.find((p) => company.name.startsWith(p));
  return place ? company.name.slice(place.length) : company.name;
}

const hash = (text) => [...text].reduce((sum, c) => (sum * 31 + c.codePointAt(0)) >>> 0, 7);

const SHAPES = {
  brand: (fill) => `<rect x="6" y="6" width="108" height="108" rx="26" fill="${fill}"/>`,
  factory: (fill) => `<polygon points="60,4 109,32 109,88 60,116 11,88 11,32" fill="${fill}"/>`,
  provider: (fill) => `<circle cx="60" cy="60" r="54" fill="${fill}"/>`,
  retailer: (fill) =>
    `<rect x="10" y="26" width="100" height="88" rx="10" fill="${fill}"/><path d="M6 30 L18 8 H102 L114 30 Q114 40 102 40 Q90 40 86 32 Q82 40 70 40 Q60 40 60 32 Q56 40 46 40 Q36 40 34 32 Q30 40 18 40 Q6 40 6 30 Z" fill="${fill}" opacity=".75"/>`,
};

function logo(company) {
  const mark = [...ownName(company)].slice(0, 2).join('');
  const colour = LOGO_COLOURS[hash(company.name) % LOGO_COLOURS.length];
  const kind = company.kinds[0];
  const y = kind === 'retailer' ? 86 : 76;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${company.name}">` +
    `${SHAPES[kind](colour)}<path d="M30 ${y + 12} H90" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>` +
    `<text x="60" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="38" font-weight="700" letter-spacing="1" fill="#fff">${mark}</text></svg>\n`
  );
}

const PATTERNS = [
  (c) => `<pattern id="p" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.5" fill="${c}"/></pattern>`,
  (c) => `<pattern id="p" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="5" height="14" fill="${c}"/></pattern>`,
  (c) => `<pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="${c}" stroke-width="2"/></pattern>`,
];

function picture(name, colours, label) {
  const variant = /-(\d)$/.exec(name);
  const glyph = GLYPHS[name] ?? GLYPHS[name.replace(/-\d$/, '')];
  if (!glyph) throw new Error(`no glyph for ${name}`);
  const [ink, tile, pattern] = colours;
  const pick = PATTERNS[(variant ? Number(variant[1]) - 1 : hash(name)) % PATTERNS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" role="img" aria-label="${label}">` +
    `<defs>${pick(pattern)}</defs><rect width="320" height="240" fill="${tile}"/><rect width="320" height="240" fill="url(#p)" opacity=".7"/>` +
    `<rect x="90" y="50" width="140" height="140" rx="28" fill="#fff"/>` +
    `<g transform="translate(110 70) scale(1)" fill="none" stroke="${ink}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>\n`
  );
}

const write = (file, text) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

const pictures = new Map();
for (const company of companies) {
  write(path.join(OUT, company.logo), logo(company));
  for (const product of company.products) {
    if (!pictures.has(product.picture)) pictures.set(product.picture, product);
  }
}
for (const [file, product] of pictures) {
  const name = path.basename(file, '.svg');
  write(path.join(OUT, file), picture(name, CATEGORY_COLOURS[topOf.get(product.category) ?? 0], product.name));
}
console.log(`${companies.length} logos, ${pictures.size} product pictures`);
