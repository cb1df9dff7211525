import type { BannerArtSpec } from '../banners-data';
import { PROVIDERS } from '../providers-data';
import { polar } from './emblem-kit';
import { EMBLEMS, type EmblemName } from './emblems';
import { hueOf, type Palette } from './palette';
import { esc, fitFontSize, FONT, hashPick } from './svg';

export const VENDOR_ICON = { width: 240, height: 96 } as const;
export const BANNER = { width: 750, height: 300 } as const;
export const MERCHANT_LOGO = { width: 360, height: 96 } as const;

function huePalette(hue: number): Palette {
  return {
    dark: `hsl(${hue} 70% 12%)`,
    mid: `hsl(${hue} 72% 34%)`,
    light: `hsl(${hue} 80% 58%)`,
    accent: '#fbbf24',
    glow: '#fff7ed',
  };
}

/** Trailing words set small under the name, wordmark style ("Real Time" / "GAMING"). */
const GENERIC_WORDS = new Set([
  'gaming',
  'games',
  'soft',
  'play',
  'studios',
  'live',
  'sports',
  'e-sports',
  'lottery',
  'lotto',
  'casino',
  'poker',
  'reels',
  'originals',
  'forge',
  'win',
  'sabong',
  'pro',
  'vn',
]);

const SHAPES = [
  (fill: string) => `<rect x="8" y="8" width="80" height="80" rx="22" fill="${fill}"/>`,
  (fill: string) => `<circle cx="48" cy="48" r="42" fill="${fill}"/>`,
  (fill: string) => `<polygon points="48,4 88,27 88,69 48,92 8,69 8,27" fill="${fill}"/>`,
  (fill: string) => `<path d="M48 6 L86 20 C86 58 70 80 48 92 C26 80 10 58 10 20 Z" fill="${fill}"/>`,
  (fill: string) => `<rect x="14" y="14" width="68" height="68" rx="14" fill="${fill}" transform="rotate(45 48 48)"/>`,
  (fill: string) => `<path d="M8 48 C8 20 20 8 48 8 H88 V48 C88 76 76 88 48 88 H8 Z" fill="${fill}"/>`,
  (fill: string) =>
    `<polygon points="${Array.from({ length: 16 }, (_, i) => polar(48, 48, i % 2 ? 37 : 46, i * 22.5 - 90).replace(' ', ',')).join(' ')}" fill="${fill}" stroke-linejoin="round"/>`,
];

/**
 * A provider's brand colour and mark shape. Known providers take them from their place in the list,
 * a golden angle apart, so neighbours in a lobby section never share a colour or a shape; others hash.
 */
function markOf(code: string): { hue: number; shape: number } {
  const index = PROVIDERS.findIndex((provider) => provider.vassalage === code);
  if (index < 0) return { hue: hueOf(code), shape: hashPick(code, SHAPES.length) };
  return { hue: Math.round((index * 137.508 + 18) % 360), shape: index % SHAPES.length };
}

/** The letters on a provider's mark: the code itself when short, else its letters (SV388 → SV) or first three. */
export function initialsOf(code: string): string {
  const base = code.replace(/_.*/, '');
  if (base.length <= 4) return base;
  const letters = base.replace(/[^A-Za-z]/g, '');
  return letters.length >= 2 && letters.length <= 4 ? letters : base.slice(0, 3);
}

/** A provider wordmark on a transparent background: a brand mark with the code, and the name. BLACK ink for light surfaces, WHITE ink for dark ones. */
export function vendorIconSvg(vendor: { vassalage: string; displayName: string }, tone: 'BLACK' | 'WHITE'): string {
  const { hue, shape: shapeIndex } = markOf(vendor.vassalage);
  const ink = tone === 'BLACK' ? '#111827' : '#ffffff';
  const soft = tone === 'BLACK' ? '#4b5563' : 'rgba(255,255,255,0.78)';
  const shape = SHAPES[shapeIndex] ?? SHAPES[0];
  const initials = initialsOf(vendor.vassalage);
  const initialsSize = initials.length <= 2 ? 36 : initials.length === 3 ? 28 : 22;
  const words = vendor.displayName.split(' ');
  const last = words[words.length - 1] ?? '';
  const split = words.length > 1 && GENERIC_WORDS.has(last.toLowerCase());
  const main = split ? words.slice(0, -1).join(' ') : vendor.displayName;
  const sub = split ? last.toUpperCase() : '';
  const mainSize = fitFontSize([main], 136, 32, 14);
  const mainY = sub ? 50 : 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VENDOR_ICON.width}" height="${VENDOR_ICON.height}" viewBox="0 0 240 96">
  <defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 90% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 85% 38%)"/></linearGradient>
  <linearGradient id="gl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
  ${shape?.('url(#m)') ?? ''}${shape?.('url(#gl)') ?? ''}
  <text x="48" y="${48 + initialsSize * 0.36}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${initialsSize}" fill="#fff" stroke="hsl(${hue} 70% 20%)" stroke-width="1.5" paint-order="stroke">${esc(initials)}</text>
  <text x="100" y="${mainY}" font-family="${FONT}" font-weight="900" font-size="${mainSize}" fill="${ink}">${esc(main)}</text>
  ${sub ? `<text x="101" y="74" font-family="${FONT}" font-weight="bold" font-size="14" letter-spacing="3" fill="${soft}">${esc(sub)}</text>` : ''}
  <rect x="100" y="${sub ? 58 : 68}" width="${Math.min(136, main.length * mainSize * 0.62).toFixed(0)}" height="3" rx="1.5" fill="hsl(${hue} 85% 55%)"/>
</svg>`;
}

const BANNER_EMBLEM: Record<BannerArtSpec['motif'], EmblemName> = {
  PROMO: 'coin',
  RNG: 'seven',
  LIVE: 'wheel',
  FISH: 'fish',
  PVP: 'cards',
  SPORTS: 'trophy',
  LOTT: 'lottoBalls',
  ELOTT: 'lottoBalls',
};

/** A 750×300 promotional banner: gradient and light streaks, a big motif, title, subtitle and a call to action. */
export function bannerSvg(spec: BannerArtSpec): string {
  const p = huePalette(spec.hue);
  const emblem = EMBLEMS[BANNER_EMBLEM[spec.motif]](p, spec.hue % 8);
  const titleSize = fitFontSize([spec.title], 430, 50, 28);
  const sparkles = Array.from({ length: 14 }, (_, i) => {
    const x = 330 + ((i * 137 + spec.hue) % 400);
    const y = 20 + ((i * 71 + spec.hue) % 260);
    const r = 2 + (i % 4);
    return `<path d="M${x} ${y - r * 3} L${x + r} ${y} L${x} ${y + r * 3} L${x - r} ${y} Z" fill="#fff" opacity=".7"/>`;
  }).join('');
  const ctaWidth = 44 + spec.cta.length * 12.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
  <defs>
    <linearGradient id="bb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.dark}"/><stop offset=".55" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.light}"/></linearGradient>
    <radialGradient id="bh" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <linearGradient id="bt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fde68a"/></linearGradient>
    <filter id="bs"><feGaussianBlur in="SourceAlpha" stdDeviation="3"/><feOffset dy="3"/><feComponentTransfer><feFuncA type="linear" slope=".6"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  </defs>
  <rect width="750" height="300" fill="url(#bb)"/>
  <path d="M380 0 L520 0 L300 300 L160 300 Z" fill="#fff" opacity=".07"/><path d="M560 0 L610 0 L390 300 L340 300 Z" fill="#fff" opacity=".06"/>
  <circle cx="590" cy="150" r="170" fill="url(#bh)"/>${sparkles}
  <g transform="translate(590 150) rotate(-8) scale(1.15) translate(-100 -100)" filter="url(#bs)">${emblem}</g>
  <text x="40" y="118" font-family="${FONT}" font-weight="900" font-size="${titleSize}" fill="url(#bt)" stroke="${p.dark}" stroke-width="4" paint-order="stroke" filter="url(#bs)">${esc(spec.title)}</text>
  <text x="42" y="160" font-family="${FONT}" font-weight="bold" font-size="${fitFontSize([spec.subtitle], 400, 22, 14)}" fill="#fff" opacity=".92">${esc(spec.subtitle)}</text>
  <rect x="40" y="194" width="${ctaWidth.toFixed(0)}" height="52" rx="26" fill="#fbbf24" stroke="#fff7ed" stroke-width="2"/>
  <text x="${(40 + ctaWidth / 2).toFixed(0)}" y="228" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="22" fill="#3b0764">${esc(spec.cta.toUpperCase())}</text>
</svg>`;
}

/** The merchant's logo: a star mark and the brand name in gold, transparent background. */
export function merchantLogoSvg(merchant: { name: string; primary: string; accent: string }): string {
  const size = Math.max(20, Math.min(40, Math.floor(244 / (merchant.name.length * 0.74))));
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 38 : 16;
    const a = ((i * 36 - 90) * Math.PI) / 180;
    return `${48 + Math.cos(a) * r},${48 + Math.sin(a) * r}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96">
  <defs><linearGradient id="lg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbeb"/><stop offset=".5" stop-color="${merchant.accent}"/><stop offset="1" stop-color="#b45309"/></linearGradient>
  <radialGradient id="lm" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${merchant.primary}"/></radialGradient></defs>
  <circle cx="48" cy="48" r="44" fill="${merchant.primary}"/><circle cx="48" cy="48" r="44" fill="url(#lm)" opacity=".5"/>
  <polygon points="${star}" fill="url(#lg)" stroke="#78350f" stroke-width="2"/>
  <text x="104" y="${48 + size * 0.36}" font-family="${FONT}" font-weight="900" font-size="${size}" letter-spacing="1" fill="url(#lg)" stroke="#1f2937" stroke-width="2" paint-order="stroke">${esc(merchant.name.toUpperCase())}</text>
</svg>`;
}
