import { card, gold, polar, sphere, type Emblem } from './emblem-kit';
import type { Palette } from './palette';
import { FONT } from './svg';

const RED = '#dc2626';
const INK = '#111827';

const chip = (cx: number, cy: number, r: number, color: string, label: string) => `
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" stroke="#fff" stroke-width="${r / 6}" stroke-dasharray="${r / 2.5} ${r / 3}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="${color}" stroke="#fff" stroke-width="2"/>
  <text x="${cx}" y="${cy + r * 0.25}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${r * 0.7}" fill="#fff">${label}</text>`;

/** Blackjack: ace and king, and a 21 chip. */
const blackjack: Emblem = (_p, v) =>
  card(22, 40, -14, '♠', INK, 'A') +
  card(80, 30, 12, ['♥', '♦'][v % 2] ?? '♥', RED, 'K') +
  chip(150, 160, 30, INK, '21');

/** Baccarat: a natural nine, with the player and banker chips. */
const baccarat: Emblem = (_p, v) =>
  card(22, 30, -12, ['♣', '♠'][v % 2] ?? '♣', INK, '9') +
  card(82, 26, 10, '♦', RED, '8') +
  chip(44, 166, 24, '#2563eb', 'P') +
  chip(156, 166, 24, RED, 'B');

/** A hand fanned from the bottom: the card-table games (poker, rummy, tongits…). */
const cardFan: Emblem = (_p, v) => {
  const hands = [
    ['A', 'K', 'Q', 'J', '10'],
    ['7', '7', '7', 'K', 'K'],
    ['2', '3', '4', '5', '6'],
    ['A', 'A', 'K', 'K', '9'],
  ];
  const ranks = hands[v % hands.length] ?? hands[0] ?? [];
  const suits: [string, string][] = [
    ['♠', INK],
    ['♥', RED],
    ['♣', INK],
    ['♦', RED],
    ['♠', INK],
  ];
  return ranks
    .map((rank, i) => {
      const [suit, color] = suits[(i + v) % suits.length] ?? ['♠', INK];
      return `<g transform="rotate(${(i - 2) * 16} 100 196)">${card(55, 40, 0, suit, color, rank)}</g>`;
    })
    .join('');
};

/** Texas hold'em: pocket aces on a chip. */
const holdem: Emblem = () =>
  chip(150, 160, 32, '#15803d', '$') + card(24, 20, -10, '♠', INK, 'A') + card(80, 16, 10, '♥', RED, 'A');

const tile = (x: number, y: number, angle: number, face: string) => `
  <g transform="rotate(${angle} ${x + 36} ${y + 50})"><rect x="${x + 6}" y="${y + 8}" width="72" height="100" rx="12" fill="#047857"/>
  <rect x="${x}" y="${y}" width="72" height="100" rx="12" fill="#fffbeb" stroke="#a8a29e" stroke-width="3"/>${face}</g>`;

/** Mahjong: a dots tile and a bamboo tile. */
const mahjong: Emblem = () => {
  const dots = [
    [20, 26],
    [52, 26],
    [36, 50],
    [20, 74],
    [52, 74],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${22 + (x ?? 0)}" cy="${30 + (y ?? 0)}" r="11" fill="none" stroke="${RED}" stroke-width="5"/><circle cx="${22 + (x ?? 0)}" cy="${30 + (y ?? 0)}" r="4" fill="#1d4ed8"/>`,
    )
    .join('');
  const bamboo = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${122 + i * 18}" y="44" width="10" height="68" rx="5" fill="#15803d"/><path d="M${122 + i * 18} 78 h10" stroke="#fffbeb" stroke-width="3"/>`,
    )
    .join('');
  return tile(22, 30, -10, dots) + tile(106, 24, 8, bamboo);
};

const pips = (x: number, y: number, n: number) => {
  const spots: Record<number, [number, number][]> = {
    3: [
      [12, 12],
      [24, 24],
      [36, 36],
    ],
    4: [
      [12, 12],
      [36, 12],
      [12, 36],
      [36, 36],
    ],
    5: [
      [12, 12],
      [36, 12],
      [24, 24],
      [12, 36],
      [36, 36],
    ],
    6: [
      [12, 10],
      [36, 10],
      [12, 24],
      [36, 24],
      [12, 38],
      [36, 38],
    ],
  };
  return (spots[n] ?? []).map(([px, py]) => `<circle cx="${x + px}" cy="${y + py}" r="5" fill="#fff"/>`).join('');
};

/** Two domino bones (Domino QQ, Pai Gow). */
const domino: Emblem = (_p, v) => {
  const bone = (x: number, y: number, angle: number, a: number, b: number) => `
    <g transform="rotate(${angle} ${x + 30} ${y + 60})"><rect x="${x}" y="${y}" width="60" height="120" rx="10" fill="${INK}" stroke="#e5e7eb" stroke-width="4"/>
    <path d="M${x + 8} ${y + 60} h44" stroke="#e5e7eb" stroke-width="3"/>${pips(x + 6, y + 6, a)}${pips(x + 6, y + 66, b)}</g>`;
  return bone(26, 40, -16, 6, 3 + (v % 4)) + bone(110, 30, 14, 5, 4);
};

/** A wheel of fortune, bright segments under a pointer (Money Wheel). */
const moneyWheel: Emblem = (p) => {
  const colors = ['#f43f5e', '#facc15', '#22c55e', '#3b82f6', '#a855f7', '#f97316'];
  const slices = Array.from({ length: 12 }, (_, i) => {
    const color = colors[i % colors.length] ?? RED;
    return `<path d="M100 104 L${polar(100, 104, 80, i * 30)} A80 80 0 0 1 ${polar(100, 104, 80, i * 30 + 30)} Z" fill="${color}" stroke="#fff" stroke-width="2"/>`;
  }).join('');
  const bulbs = Array.from(
    { length: 16 },
    (_, i) => `<circle cx="${polar(100, 104, 90, i * 22.5).replace(' ', '" cy="')}" r="4" fill="#fff"/>`,
  ).join('');
  return `<defs>${gold('mw', p)}</defs><circle cx="100" cy="104" r="96" fill="url(#mw)" stroke="#78350f" stroke-width="4"/>${bulbs}${slices}
  <circle cx="100" cy="104" r="22" fill="url(#mw)" stroke="#78350f" stroke-width="4"/>
  <path d="M86 2 H114 L100 30 Z" fill="${RED}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`;
};

/** Dragon Tiger: the two sides face off across a versus badge. */
const versus: Emblem = (
  p,
) => `<defs>${sphere('vr', '#fca5a5', RED, '#450a0a')}${sphere('vt', '#fde68a', '#f59e0b', '#78350f')}${gold('vg', p)}</defs>
  <path d="M100 8 A92 92 0 0 0 100 192 L116 100 Z" fill="url(#vr)" stroke="#fff" stroke-width="4"/>
  <path d="M100 8 A92 92 0 0 1 100 192 L84 100 Z" fill="url(#vt)" stroke="#fff" stroke-width="4"/>
  <path d="M122 46 l14 10 M130 70 l18 6 M126 96 l20 2" stroke="#1c1917" stroke-width="7" stroke-linecap="round"/>
  <path d="M44 70 q14 -18 28 0 q-14 14 -28 0 M40 118 q20 -10 36 6" stroke="#fde68a" stroke-width="6" fill="none" stroke-linecap="round"/>
  <text x="100" y="124" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="64" fill="url(#vg)" stroke="${INK}" stroke-width="6" paint-order="stroke">VS</text>`;

const bomb = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${INK}"/><path d="M${cx + r * 0.6} ${cy - r * 0.6} l${r * 0.5} ${-r * 0.5}" stroke="#a8a29e" stroke-width="${r / 4}"/><circle cx="${cx + r * 1.15}" cy="${cy - r * 1.15}" r="${r / 3}" fill="#f97316"/><circle cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" r="${r / 4}" fill="#fff" opacity=".5"/>`;

/** Mines: a board of tiles, one gem and one bomb turned over. */
const mines: Emblem = (p, v) => {
  const gem = (x: number, y: number) =>
    `<path d="M${x} ${y - 14} L${x + 16} ${y - 2} L${x} ${y + 18} L${x - 16} ${y - 2} Z" fill="#34d399" stroke="#064e3b" stroke-width="3"/>`;
  const cells = Array.from({ length: 9 }, (_, i) => {
    const x = 16 + (i % 3) * 58;
    const y = 16 + Math.floor(i / 3) * 58;
    const open = i === (v % 4) * 2 || i === 4;
    const face = i === 4 ? bomb(x + 26, y + 28, 14) : open ? gem(x + 26, y + 26) : '';
    return `<rect x="${x}" y="${y}" width="52" height="52" rx="10" fill="${open ? '#0f172a' : p.mid}" stroke="${p.glow}" stroke-opacity=".6" stroke-width="3"/>${face}`;
  }).join('');
  return cells;
};

/** Plinko: a peg pyramid with a ball dropping into the prize slots. */
const plinko: Emblem = (p) => {
  const pegs = Array.from({ length: 6 }, (_, row) =>
    Array.from(
      { length: row + 2 },
      (_, i) => `<circle cx="${100 + (i - (row + 1) / 2) * 26}" cy="${30 + row * 24}" r="5" fill="#fff"/>`,
    ).join(''),
  ).join('');
  const slots = ['#ef4444', '#f97316', '#facc15', '#22c55e', '#facc15', '#f97316', '#ef4444']
    .map((c, i) => `<rect x="${13 + i * 25}" y="172" width="22" height="20" rx="4" fill="${c}"/>`)
    .join('');
  return `<defs>${sphere('pk', '#fff', p.accent, '#b45309')}</defs>${pegs}${slots}<circle cx="113" cy="64" r="11" fill="url(#pk)"/>`;
};

const rocket: Emblem = (
  p,
) => `<defs><linearGradient id="rk" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#cbd5e1"/><stop offset=".5" stop-color="#fff"/><stop offset="1" stop-color="#94a3b8"/></linearGradient>
  <linearGradient id="rf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde047"/><stop offset="1" stop-color="#ea580c" stop-opacity="0"/></linearGradient></defs>
  <g transform="rotate(35 100 100)"><path d="M84 150 L100 200 L116 150 Z" fill="url(#rf)"/>
  <path d="M100 6 C128 30 134 90 122 150 H78 C66 90 72 30 100 6 Z" fill="url(#rk)" stroke="#334155" stroke-width="4"/>
  <path d="M78 118 L52 156 L80 148 Z M122 118 L148 156 L120 148 Z" fill="${RED}" stroke="#7f1d1d" stroke-width="3"/>
  <circle cx="100" cy="70" r="16" fill="${p.light}" stroke="#334155" stroke-width="5"/><path d="M88 28 Q100 16 112 28" stroke="${RED}" stroke-width="8" fill="none"/></g>`;

/** A keno card: a grid of numbers, some marked. */
const keno: Emblem = (p: Palette, v) =>
  `<rect x="14" y="14" width="172" height="172" rx="18" fill="#fff" stroke="${p.dark}" stroke-width="4"/>` +
  Array.from({ length: 16 }, (_, i) => {
    const n = ((i * 7 + v * 5) % 80) + 1;
    const marked = (i + v) % 5 === 0 || i === 9;
    const x = 44 + (i % 4) * 38;
    const y = 44 + Math.floor(i / 4) * 38;
    return `<circle cx="${x}" cy="${y}" r="16" fill="${marked ? RED : '#e5e7eb'}"/><text x="${x}" y="${y + 6}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="16" fill="${marked ? '#fff' : INK}">${n}</text>`;
  }).join('');

export const TABLE_EMBLEMS = {
  blackjack,
  baccarat,
  cardFan,
  holdem,
  mahjong,
  domino,
  moneyWheel,
  versus,
  mines,
  plinko,
  rocket,
  keno,
} satisfies Record<string, Emblem>;
