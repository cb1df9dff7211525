import { card, gold, type Emblem } from './emblem-kit';
import { SEA_EMBLEMS } from './emblems-sea';
import { SLOT_EMBLEMS } from './emblems-slot';
import { SPORT_EMBLEMS } from './emblems-sport';
import { TABLE_EMBLEMS } from './emblems-table';
import { FONT } from './svg';

export type { Emblem } from './emblem-kit';

const coin: Emblem = (p) => `<defs>${gold('cg', p)}</defs>
  <circle cx="100" cy="100" r="78" fill="url(#cg)" stroke="#7c2d12" stroke-width="5"/>
  <circle cx="100" cy="100" r="60" fill="none" stroke="#92400e" stroke-width="4" stroke-dasharray="6 5"/>
  <rect x="80" y="80" width="40" height="40" fill="${p.dark}" stroke="#7c2d12" stroke-width="4" transform="rotate(45 100 100)"/>
  <ellipse cx="72" cy="62" rx="22" ry="10" fill="#fff" opacity=".45" transform="rotate(-35 72 62)"/>`;

const lantern: Emblem = (
  p,
) => `<defs><radialGradient id="lg" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="#fecaca"/><stop offset=".5" stop-color="#dc2626"/><stop offset="1" stop-color="#7f1d1d"/></radialGradient>${gold('lc', p)}</defs>
  <line x1="100" y1="4" x2="100" y2="30" stroke="${p.accent}" stroke-width="4"/>
  <rect x="70" y="26" width="60" height="16" rx="4" fill="url(#lc)"/>
  <ellipse cx="100" cy="100" rx="72" ry="62" fill="url(#lg)" stroke="#7f1d1d" stroke-width="3"/>
  <path d="M100 38 C60 60 60 140 100 162 M100 38 C140 60 140 140 100 162 M100 38 V162" stroke="${p.accent}" stroke-width="3" fill="none" opacity=".8"/>
  <rect x="70" y="158" width="60" height="16" rx="4" fill="url(#lc)"/>
  <path d="M92 174 h16 l-3 22 h-10z" fill="${p.accent}"/>`;

const shell: Emblem = (
  p,
) => `<defs><radialGradient id="pg" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fff"/><stop offset=".6" stop-color="#e0f2fe"/><stop offset="1" stop-color="#93c5fd"/></radialGradient><linearGradient id="sg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.glow}"/><stop offset="1" stop-color="${p.light}"/></linearGradient></defs>
  <path d="M100 160 L22 92 C30 40 170 40 178 92 Z" fill="url(#sg)" stroke="${p.dark}" stroke-width="4"/>
  ${[-60, -35, -12, 12, 35, 60].map((a) => `<line x1="100" y1="158" x2="${100 + Math.sin((a * Math.PI) / 180) * 80}" y2="${158 - Math.cos((a * Math.PI) / 180) * 100}" stroke="${p.mid}" stroke-width="3" opacity=".6"/>`).join('')}
  <circle cx="100" cy="140" r="30" fill="url(#pg)" stroke="${p.dark}" stroke-width="3"/>
  <circle cx="90" cy="130" r="8" fill="#fff" opacity=".8"/>`;

const pyramid: Emblem = (p) => `<defs>${gold('yg', p)}</defs>
  <path d="M100 18 L186 170 H14 Z" fill="url(#yg)" stroke="#78350f" stroke-width="4"/>
  ${[60, 95, 130].map((y) => `<line x1="${100 - (y - 18) * 0.56}" y1="${y}" x2="${100 + (y - 18) * 0.56}" y2="${y}" stroke="#92400e" stroke-width="3" opacity=".6"/>`).join('')}
  <path d="M62 112 Q100 80 138 112 Q100 144 62 112 Z" fill="${p.glow}" stroke="${p.dark}" stroke-width="4"/>
  <circle cx="100" cy="112" r="14" fill="${p.dark}"/><circle cx="95" cy="107" r="4" fill="#fff"/>`;

const bolt: Emblem = (p) => `<defs>${gold('bo', p)}</defs>
  <path d="M118 8 L46 112 H94 L76 192 L156 80 H106 Z" fill="${p.glow}" stroke="${p.glow}" stroke-width="16" stroke-linejoin="round" opacity=".35"/>
  <path d="M118 8 L46 112 H94 L76 192 L156 80 H106 Z" fill="url(#bo)" stroke="#78350f" stroke-width="4" stroke-linejoin="round"/>`;

const shield: Emblem = (
  p,
) => `<defs><linearGradient id="hg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.mid}"/></linearGradient>${gold('hr', p)}</defs>
  <path d="M100 12 L176 40 C176 110 150 160 100 190 C50 160 24 110 24 40 Z" fill="url(#hg)" stroke="url(#hr)" stroke-width="9"/>
  <path d="M100 40 V160 M52 82 H148" stroke="url(#hr)" stroke-width="12" stroke-linecap="round"/>
  <circle cx="100" cy="82" r="18" fill="${p.dark}" stroke="url(#hr)" stroke-width="6"/>`;

const lollipop: Emblem = (p) => `<defs><clipPath id="lc"><circle cx="100" cy="84" r="66"/></clipPath></defs>
  <rect x="94" y="130" width="12" height="66" rx="6" fill="#f5f5f4"/>
  <circle cx="100" cy="84" r="66" fill="${p.glow}"/>
  <g clip-path="url(#lc)">${[0, 60, 120, 180, 240, 300].map((a) => `<path d="M100 84 L${100 + Math.cos((a * Math.PI) / 180) * 90} ${84 + Math.sin((a * Math.PI) / 180) * 90} A90 90 0 0 1 ${100 + Math.cos(((a + 30) * Math.PI) / 180) * 90} ${84 + Math.sin(((a + 30) * Math.PI) / 180) * 90} Z" fill="${p.mid}"/>`).join('')}</g>
  <circle cx="100" cy="84" r="66" fill="none" stroke="${p.dark}" stroke-width="4"/>
  <ellipse cx="76" cy="56" rx="18" ry="9" fill="#fff" opacity=".6" transform="rotate(-30 76 56)"/>`;

const cherries: Emblem = (
  p,
) => `<defs><radialGradient id="rg" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#fecaca"/><stop offset=".45" stop-color="#ef4444"/><stop offset="1" stop-color="#7f1d1d"/></radialGradient></defs>
  <path d="M64 128 C80 70 104 40 136 22 M140 132 C136 86 132 50 136 22" stroke="#3f6212" stroke-width="7" fill="none" stroke-linecap="round"/>
  <path d="M136 22 C160 14 184 28 186 48 C162 54 142 44 136 22 Z" fill="${p.light}" stroke="#365314" stroke-width="3"/>
  <circle cx="62" cy="144" r="40" fill="url(#rg)" stroke="#7f1d1d" stroke-width="3"/>
  <circle cx="142" cy="148" r="40" fill="url(#rg)" stroke="#7f1d1d" stroke-width="3"/>
  <circle cx="48" cy="130" r="9" fill="#fff" opacity=".7"/><circle cx="128" cy="134" r="9" fill="#fff" opacity=".7"/>`;

const sun: Emblem = (p) => `<defs>${gold('ug', p)}</defs>
  ${Array.from({ length: 12 }, (_, i) => `<path d="M100 100 L${100 + Math.cos(((i * 30 - 8) * Math.PI) / 180) * 92} ${100 + Math.sin(((i * 30 - 8) * Math.PI) / 180) * 92} L${100 + Math.cos(((i * 30 + 8) * Math.PI) / 180) * 92} ${100 + Math.sin(((i * 30 + 8) * Math.PI) / 180) * 92} Z" fill="url(#ug)" stroke="#78350f" stroke-width="2"/>`).join('')}
  <circle cx="100" cy="100" r="52" fill="url(#ug)" stroke="#78350f" stroke-width="4"/>
  <path d="M78 92 h12 M110 92 h12 M84 122 Q100 134 116 122" stroke="#78350f" stroke-width="6" stroke-linecap="round" fill="none"/>
  <path d="M100 56 l8 14 h-16z" fill="${p.dark}"/>`;

const planet: Emblem = (
  p,
) => `<defs><radialGradient id="ng" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="${p.glow}"/><stop offset=".5" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/></radialGradient></defs>
  <ellipse cx="100" cy="104" rx="96" ry="26" fill="none" stroke="${p.accent}" stroke-width="8" opacity=".55" transform="rotate(-18 100 104)"/>
  <circle cx="100" cy="100" r="62" fill="url(#ng)"/>
  <g transform="rotate(-18 100 104)"><path d="M4 104 A96 26 0 0 0 196 104" fill="none" stroke="${p.accent}" stroke-width="8"/></g>
  <circle cx="160" cy="30" r="6" fill="#fff"/><circle cx="30" cy="44" r="4" fill="#fff"/><circle cx="172" cy="164" r="3" fill="#fff"/>`;

const flame: Emblem = (
  p,
) => `<defs><linearGradient id="fg" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#b91c1c"/><stop offset=".5" stop-color="#f97316"/><stop offset="1" stop-color="#fde047"/></linearGradient></defs>
  <path d="M100 8 C120 52 170 72 164 130 C160 172 130 194 100 194 C70 194 40 172 36 130 C32 92 60 74 66 40 C80 60 84 76 82 94 C96 74 104 44 100 8 Z" fill="url(#fg)" stroke="#7f1d1d" stroke-width="4"/>
  <path d="M100 92 C110 116 134 128 130 156 C126 178 112 186 100 186 C86 186 72 176 70 156 C68 134 88 124 100 92 Z" fill="${p.glow}" opacity=".9"/>`;

const diamond: Emblem = (
  p,
) => `<defs><linearGradient id="dg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.glow}"/><stop offset=".5" stop-color="${p.light}"/><stop offset="1" stop-color="${p.mid}"/></linearGradient></defs>
  <path d="M52 36 H148 L188 80 L100 186 L12 80 Z" fill="url(#dg)" stroke="${p.dark}" stroke-width="4" stroke-linejoin="round"/>
  <path d="M12 80 H188 M52 36 L76 80 L100 36 L124 80 L148 36 M76 80 L100 186 L124 80" stroke="${p.dark}" stroke-width="3" fill="none" opacity=".55"/>
  <path d="M52 36 L76 80 H12 Z" fill="#fff" opacity=".35"/><path d="M100 36 L124 80 H76 Z" fill="#fff" opacity=".5"/>`;

const star: Emblem = (p) => {
  const points = Array.from({ length: 12 }, (_, i) => {
    const r = i % 2 === 0 ? 90 : 50;
    const a = ((i * 30 - 90) * Math.PI) / 180;
    return `${100 + Math.cos(a) * r},${100 + Math.sin(a) * r}`;
  }).join(' ');
  const tips = Array.from({ length: 6 }, (_, i) => {
    const a = ((i * 60 - 90) * Math.PI) / 180;
    return `<circle cx="${100 + Math.cos(a) * 90}" cy="${100 + Math.sin(a) * 90}" r="10" fill="url(#tg)" stroke="#78350f" stroke-width="3"/>`;
  }).join('');
  return `<defs>${gold('tg', p)}</defs><polygon points="${points}" fill="url(#tg)" stroke="#78350f" stroke-width="4" stroke-linejoin="round"/>${tips}
  <circle cx="100" cy="100" r="30" fill="${p.mid}" stroke="#78350f" stroke-width="4"/>`;
};

const seven: Emblem = (p) => `<defs>${gold('sg7', p)}</defs>
  <text x="100" y="172" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="200" fill="#dc2626" stroke="url(#sg7)" stroke-width="10" paint-order="stroke">7</text>
  <text x="100" y="172" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="200" fill="none" stroke="#7f1d1d" stroke-width="2">7</text>`;

const ball = (cx: number, cy: number, r: number, band: string, label: string, id: string) => `
  <radialGradient id="${id}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff"/><stop offset=".6" stop-color="#e5e7eb"/><stop offset="1" stop-color="#9ca3af"/></radialGradient>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})" stroke="#1f2937" stroke-width="3"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${band}"/>
  <text x="${cx}" y="${cy + r * 0.2}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${r * 0.6}" fill="#fff">${label}</text>`;

const bingo: Emblem = (p, v) => ball(100, 100, 80, p.mid, String(((v * 13) % 75) + 1), 'bb');

const lottoBalls: Emblem = (p, v) =>
  [
    ball(56, 124, 46, '#dc2626', String(((v * 7) % 49) + 1), 'l1'),
    ball(144, 124, 46, '#2563eb', String(((v * 11) % 49) + 3), 'l2'),
    ball(100, 62, 50, p.accent, String(((v * 5) % 49) + 8), 'l3'),
  ].join('');

const wheel: Emblem = (p) => {
  const slices = Array.from({ length: 18 }, (_, i) => {
    const a0 = (i * 20 * Math.PI) / 180;
    const a1 = ((i + 1) * 20 * Math.PI) / 180;
    const color = i === 0 ? '#16a34a' : i % 2 ? '#111827' : '#dc2626';
    return `<path d="M100 100 L${100 + Math.cos(a0) * 84} ${100 + Math.sin(a0) * 84} A84 84 0 0 1 ${100 + Math.cos(a1) * 84} ${100 + Math.sin(a1) * 84} Z" fill="${color}"/>`;
  }).join('');
  return `<defs>${gold('wg', p)}</defs><circle cx="100" cy="100" r="96" fill="url(#wg)" stroke="#78350f" stroke-width="4"/>${slices}
  <circle cx="100" cy="100" r="50" fill="#78350f"/><circle cx="100" cy="100" r="44" fill="url(#wg)"/>
  <path d="M100 64 V136 M64 100 H136" stroke="#78350f" stroke-width="8" stroke-linecap="round"/><circle cx="100" cy="100" r="10" fill="${p.glow}"/>
  <circle cx="148" cy="44" r="9" fill="#fff" stroke="#9ca3af" stroke-width="2"/>`;
};

const cards: Emblem = (_p, v) =>
  card(28, 44, -14, '♠', '#111827', ['A', 'K', 'Q'][v % 3] ?? 'A') +
  card(82, 34, 12, '♥', '#dc2626', ['A', 'K', 'J'][(v + 1) % 3] ?? 'K');

const dice: Emblem = () => {
  const face = (x: number, y: number, angle: number, pips: [number, number][]) =>
    `<g transform="rotate(${angle} ${x + 40} ${y + 40})"><rect x="${x}" y="${y}" width="80" height="80" rx="16" fill="#fff" stroke="#1f2937" stroke-width="3"/>${pips.map(([px, py]) => `<circle cx="${x + px}" cy="${y + py}" r="8" fill="${pips.length === 1 ? '#dc2626' : '#111827'}"/>`).join('')}</g>`;
  return (
    face(20, 70, -12, [
      [20, 20],
      [40, 40],
      [60, 60],
    ]) +
    face(100, 60, 10, [
      [20, 20],
      [60, 20],
      [40, 40],
      [20, 60],
      [60, 60],
    ]) +
    face(62, 6, 4, [[40, 40]])
  );
};

const fish: Emblem = (
  p,
) => `<defs><linearGradient id="fb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset=".6" stop-color="#f59e0b"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs>
  <path d="M20 100 C50 40 130 36 160 100 C130 164 50 160 20 100 Z" fill="url(#fb)" stroke="#7c2d12" stroke-width="4"/>
  <path d="M156 100 L196 62 L188 100 L196 138 Z" fill="url(#fb)" stroke="#7c2d12" stroke-width="4" stroke-linejoin="round"/>
  <path d="M80 56 C96 30 120 34 130 58" fill="url(#fb)" stroke="#7c2d12" stroke-width="3"/>
  <path d="M70 70 C84 90 84 110 70 130 M96 66 C110 88 110 112 96 134" stroke="#9a3412" stroke-width="3" fill="none" opacity=".5"/>
  <circle cx="46" cy="92" r="10" fill="#fff"/><circle cx="44" cy="92" r="5" fill="#111827"/>
  <circle cx="28" cy="40" r="8" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/><circle cx="12" cy="20" r="5" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/>`;

const football: Emblem = () => {
  const pent = (cx: number, cy: number, r: number) =>
    `<polygon points="${Array.from({ length: 5 }, (_, i) => `${cx + Math.cos(((i * 72 - 90) * Math.PI) / 180) * r},${cy + Math.sin(((i * 72 - 90) * Math.PI) / 180) * r}`).join(' ')}" fill="#111827"/>`;
  return `<defs><radialGradient id="ff" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#9ca3af"/></radialGradient><clipPath id="fc"><circle cx="100" cy="100" r="84"/></clipPath></defs>
  <circle cx="100" cy="100" r="84" fill="url(#ff)"/><g clip-path="url(#fc)">${pent(100, 100, 28)}${pent(100, 20, 26)}${pent(176, 76, 26)}${pent(148, 168, 26)}${pent(52, 168, 26)}${pent(24, 76, 26)}</g>
  <circle cx="100" cy="100" r="84" fill="none" stroke="#111827" stroke-width="4"/>`;
};

const trophy: Emblem = (p) => `<defs>${gold('tr', p)}</defs>
  <path d="M52 24 H148 V70 C148 110 124 130 100 130 C76 130 52 110 52 70 Z" fill="url(#tr)" stroke="#78350f" stroke-width="4"/>
  <path d="M52 40 H22 C22 80 40 92 56 92 M148 40 H178 C178 80 160 92 144 92" stroke="url(#tr)" stroke-width="10" fill="none"/>
  <rect x="88" y="128" width="24" height="30" fill="url(#tr)"/><rect x="58" y="156" width="84" height="26" rx="5" fill="url(#tr)" stroke="#78350f" stroke-width="3"/>
  <path d="M100 48 l8 16 18 2 -13 12 4 18 -17 -9 -17 9 4 -18 -13 -12 18 -2z" fill="${p.glow}"/>`;

const chips: Emblem = (p) => {
  const chip = (
    cx: number,
    cy: number,
    color: string,
  ) => `<ellipse cx="${cx}" cy="${cy + 8}" rx="56" ry="20" fill="#111827" opacity=".5"/>
    <ellipse cx="${cx}" cy="${cy}" rx="56" ry="20" fill="${color}" stroke="#fff" stroke-width="3" stroke-dasharray="12 10"/>
    <ellipse cx="${cx}" cy="${cy}" rx="34" ry="11" fill="none" stroke="#fff" stroke-width="2"/>`;
  return (
    [170, 150, 130, 110].map((y, i) => chip(76, y, i % 2 ? p.mid : '#dc2626')).join('') +
    [160, 140, 120, 100, 80].map((y, i) => chip(128, y, i % 2 ? '#111827' : p.accent)).join('')
  );
};

export const EMBLEMS = {
  coin,
  lantern,
  shell,
  pyramid,
  bolt,
  shield,
  lollipop,
  cherries,
  sun,
  planet,
  flame,
  diamond,
  star,
  seven,
  bingo,
  lottoBalls,
  wheel,
  cards,
  dice,
  fish,
  football,
  trophy,
  chips,
  ...SEA_EMBLEMS,
  ...SLOT_EMBLEMS,
  ...SPORT_EMBLEMS,
  ...TABLE_EMBLEMS,
} satisfies Record<string, Emblem>;
export type EmblemName = keyof typeof EMBLEMS;
