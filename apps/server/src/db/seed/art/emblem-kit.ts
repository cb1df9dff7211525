import type { Palette } from './palette';
import { FONT } from './svg';

/** A central motif of the game art, drawn in a 200×200 box. Each defines its own gradients. */
export type Emblem = (p: Palette, variant: number) => string;

/** A polished-gold vertical gradient tinted by the palette. */
export const gold = (id: string, p: Palette) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.glow}"/><stop offset=".45" stop-color="${p.accent}"/><stop offset="1" stop-color="#b45309"/></linearGradient>`;

/** A glossy sphere gradient from a light to a dark tone. */
export const sphere = (id: string, light: string, mid: string, dark: string) =>
  `<radialGradient id="${id}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="${light}"/><stop offset=".55" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`;

/** The highlight that makes a round object read as glossy. */
export const shine = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff" opacity=".45" transform="rotate(-35 ${cx} ${cy})"/>`;

const rad = (deg: number) => (deg * Math.PI) / 180;
/** A point on a circle, formatted for SVG. */
export const polar = (cx: number, cy: number, r: number, deg: number) =>
  `${(cx + Math.cos(rad(deg)) * r).toFixed(1)} ${(cy + Math.sin(rad(deg)) * r).toFixed(1)}`;

/** Mirror a drawing left to right inside the 200×200 box. */
export const mirrored = (svg: string) => `<g transform="translate(200 0) scale(-1 1)">${svg}</g>`;

/** A playing card, rotated about its centre. */
export const card = (x: number, y: number, angle: number, suit: string, color: string, rank: string) => `
  <g transform="rotate(${angle} ${x + 45} ${y + 62})"><rect x="${x}" y="${y}" width="90" height="124" rx="10" fill="#fff" stroke="#1f2937" stroke-width="3"/>
  <text x="${x + 12}" y="${y + 30}" font-family="${FONT}" font-weight="bold" font-size="26" fill="${color}">${rank}</text>
  <text x="${x + 45}" y="${y + 88}" text-anchor="middle" font-family="${FONT}" font-size="56" fill="${color}">${suit}</text></g>`;
