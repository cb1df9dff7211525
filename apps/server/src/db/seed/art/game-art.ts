import type { GameArtSpec } from '../generator';
import { EMBLEMS } from './emblems';
import { emblemFor } from './motifs';
import { paletteFor, paletteIndex, type Palette } from './palette';
import { esc, fitFontSize, FONT, wrapTitle } from './svg';

export const GAME_ART_SIZE = 300;
/** Variants run 0..7: they pick the palette, the ray angle and, where the title names nothing, the motif. */
export const VARIANTS = 8;

/** Bump when the tile drawing changes: it is part of every tile's file name, so caches never serve an old one. */
export const GAME_ART_VERSION = 2;

export { emblemFor };

/** What a tile looks like at a glance: its motif and its colours. Neighbours in a section should differ. */
export function gameArtLook(spec: Pick<GameArtSpec, 'gameType' | 'theme' | 'variant' | 'title' | 'vassalage'>): string {
  return `${emblemFor(spec)}|${paletteIndex(spec.theme, spec.variant)}`;
}

/** The variant nearest to `spec.variant` whose look differs from `previous` (the tile before it in its section). */
export function variantApart<T extends Pick<GameArtSpec, 'gameType' | 'theme' | 'variant' | 'title' | 'vassalage'>>(
  spec: T,
  previous: string | undefined,
): number {
  for (let step = 0; step < VARIANTS; step++) {
    const variant = (spec.variant + step) % VARIANTS;
    if (gameArtLook({ ...spec, variant }) !== previous) return variant;
  }
  return spec.variant;
}

function background(p: Palette, variant: number): string {
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a0 = ((i * 22.5 + variant * 7) * Math.PI) / 180;
    const a1 = ((i * 22.5 + 10 + variant * 7) * Math.PI) / 180;
    return `<path d="M150 130 L${150 + Math.cos(a0) * 260} ${130 + Math.sin(a0) * 260} L${150 + Math.cos(a1) * 260} ${130 + Math.sin(a1) * 260} Z"/>`;
  }).join('');
  const bokeh = Array.from({ length: 10 }, (_, i) => {
    const x = (i * 97 + variant * 31) % 300;
    const y = (i * 53 + variant * 17) % 200;
    return `<circle cx="${x}" cy="${y}" r="${6 + ((i * 7) % 18)}" fill="${p.glow}" opacity="${0.06 + (i % 3) * 0.04}"/>`;
  }).join('');
  return `<defs>
    <radialGradient id="bg" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="${p.light}"/><stop offset=".45" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.dark}"/></radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".78"/></linearGradient>
    <radialGradient id="halo" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${p.glow}" stop-opacity=".75"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="300" height="300" fill="url(#bg)"/>
  <g fill="${p.glow}" opacity="${variant % 2 ? 0.1 : 0.16}">${rays}</g>${bokeh}
  <circle cx="150" cy="118" r="118" fill="url(#halo)"/>`;
}

function title(spec: GameArtSpec, p: Palette): string {
  const lines = wrapTitle(spec.title.toUpperCase(), 3, 12);
  const size = fitFontSize(lines, 270, 38, 17);
  const lineHeight = size * 1.04;
  const bottom = 262;
  const first = bottom - (lines.length - 1) * lineHeight;
  const text = lines
    .map((line, i) => `<tspan x="150" y="${(first + i * lineHeight).toFixed(1)}">${esc(line)}</tspan>`)
    .join('');
  const attrs = `text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${size}" letter-spacing="0.5" stroke-linejoin="round"`;
  const stroke = Math.max(3, size / 7).toFixed(1);
  // The shadow is a second, offset copy: a blur filter would double the drawing time.
  return `<defs><linearGradient id="tt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="${p.glow}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient></defs>
  <g transform="translate(0 3)" opacity=".55"><text ${attrs} fill="#000" stroke="#000" stroke-width="${stroke}">${text}</text></g>
  <text ${attrs} fill="url(#tt)" stroke="${p.dark}" stroke-width="${stroke}" paint-order="stroke">${text}</text>`;
}

function badge(spec: GameArtSpec): string {
  const label = spec.providerName.toUpperCase();
  const width = Math.min(220, 40 + label.length * 8.4);
  return `<g><rect x="10" y="10" width="${width.toFixed(0)}" height="24" rx="12" fill="#000" fill-opacity=".5" stroke="#fff" stroke-opacity=".35"/>
    <circle cx="22" cy="22" r="5" fill="#facc15"/>
    <text x="32" y="27" font-family="${FONT}" font-weight="bold" font-size="12" letter-spacing=".6" fill="#fff">${esc(label)}</text></g>`;
}

const svgOpen = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">';

/** The picture under the text: it depends only on theme, variant and motif, so many tiles share it. */
export function gameArtBase(spec: GameArtSpec): { key: string; svg: string } {
  const p = paletteFor(spec.theme, spec.variant);
  const emblemName = emblemFor(spec);
  const emblem = EMBLEMS[emblemName](p, spec.variant);
  const tilt = ((spec.variant % 5) - 2) * 3;
  const body = `${background(p, spec.variant)}
  <g transform="translate(150 112) rotate(${tilt}) scale(0.74) translate(-100 -100)">${emblem}</g>
  <rect width="300" height="300" fill="url(#shade)"/>
  <rect x="3" y="3" width="294" height="294" rx="18" fill="none" stroke="${p.accent}" stroke-opacity=".55" stroke-width="3"/>`;
  return { key: `${spec.theme}|${spec.variant}|${emblemName}`, svg: `${svgOpen}${body}</svg>` };
}

/** The title and provider badge, on a transparent layer. */
export function gameArtText(spec: GameArtSpec): string {
  const p = paletteFor(spec.theme, spec.variant);
  return `${svgOpen}${title(spec, p)}${badge(spec)}</svg>`;
}

/** A 300×300 game tile: themed gradient, light rays, a central motif, the title in bold, the provider badge. */
export function gameArtSvg(spec: GameArtSpec): string {
  const base = gameArtBase(spec).svg.replace(/<\/svg>$/, '');
  return `${base}${gameArtText(spec).replace(svgOpen, '')}`;
}
