import { gold, mirrored, shine, sphere, type Emblem } from './emblem-kit';
import type { Palette } from './palette';
import { FONT } from './svg';

/** Fighting-cock plumages (body, hackles, tail): red, black-breasted, white and grey, ginger. */
const PLUMAGES = [
  ['#b91c1c', '#f59e0b', '#064e3b'],
  ['#1f2937', '#ea580c', '#1e3a8a'],
  ['#f5f5f4', '#fde68a', '#57534e'],
  ['#9a3412', '#fbbf24', '#111827'],
] as const;

/** A side-on rooster facing right, its plumage picked by `v`. */
function roosterBody(v: number, id: string): string {
  const [body, neck, tail] = PLUMAGES[v % PLUMAGES.length] ?? PLUMAGES[0];
  return `<defs>${sphere(`${id}b`, neck, body, '#111827')}<linearGradient id="${id}t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tail}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
  <path d="M84 108 C44 100 18 64 30 18 C44 58 62 74 92 90 Z" fill="url(#${id}t)" stroke="#020617" stroke-width="3"/>
  <path d="M80 112 C38 118 8 96 6 56 C28 88 52 96 86 98 Z" fill="url(#${id}t)" stroke="#020617" stroke-width="3"/>
  <path d="M88 100 C70 70 80 34 96 22 C98 56 104 74 108 92 Z" fill="${tail}" stroke="#020617" stroke-width="3"/>
  <path d="M58 112 C58 76 112 66 134 86 C154 106 144 152 104 156 C74 158 58 138 58 112 Z" fill="url(#${id}b)" stroke="#1c1917" stroke-width="4"/>
  <path d="M118 100 C110 70 120 42 142 38 C160 36 168 52 162 68 C156 84 148 96 142 110 Z" fill="${neck}" stroke="#1c1917" stroke-width="4"/>
  <path d="M120 96 C118 80 124 66 134 60 M128 104 C128 88 134 76 144 70" stroke="#92400e" stroke-width="3" fill="none" opacity=".5"/>
  <path d="M132 40 C128 24 140 18 144 30 C146 16 158 16 156 32 C164 24 172 32 162 44 Z" fill="#dc2626" stroke="#7f1d1d" stroke-width="3"/>
  <path d="M160 50 L186 58 L160 64 Z" fill="#fbbf24" stroke="#78350f" stroke-width="3" stroke-linejoin="round"/>
  <path d="M156 64 C164 80 150 86 148 70 Z" fill="#dc2626" stroke="#7f1d1d" stroke-width="2"/>
  <circle cx="150" cy="48" r="5" fill="#fff"/><circle cx="151" cy="48" r="2.5" fill="#111827"/>
  <path d="M76 108 C96 94 126 102 128 122 C110 136 86 130 76 108 Z" fill="${tail}" opacity=".85" stroke="#1c1917" stroke-width="3"/>
  <path d="M96 154 L90 184 M112 152 L120 184 M80 186 H100 M110 186 H130" stroke="#f59e0b" stroke-width="7" stroke-linecap="round"/>`;
}

/** One rooster, facing left or right. */
const rooster: Emblem = (_p, v) => (v % 2 ? mirrored(roosterBody(v >> 1, 'ro')) : roosterBody(v >> 1, 'ro'));

/** Two roosters squaring up across a spark: the sabong pit. */
const roosterDuel: Emblem = (p, v) => `<defs>${gold('rdg', p)}</defs>
  <g transform="translate(-12 40) scale(.64)">${roosterBody(v, 'ra')}</g>
  <g transform="translate(212 40) scale(-.64 .64)">${roosterBody(v + 1, 'rb')}</g>
  <path d="M100 40 L110 70 L140 66 L116 86 L128 114 L100 96 L72 114 L84 86 L60 66 L90 70 Z" fill="url(#rdg)" stroke="#78350f" stroke-width="3" stroke-linejoin="round"/>`;

const controller: Emblem = (p) => `<defs>${sphere('gp', '#475569', '#1e293b', '#020617')}</defs>
  <path d="M46 58 H154 C182 58 196 108 194 138 C192 172 164 178 148 154 L134 136 H66 L52 154 C36 178 8 172 6 138 C4 108 18 58 46 58 Z" fill="url(#gp)" stroke="${p.accent}" stroke-width="5"/>
  <path d="M40 92 h14 v-14 h14 v14 h14 v14 h-14 v14 h-14 v-14 h-14 z" fill="#e2e8f0" transform="translate(-6 6)"/>
  <circle cx="150" cy="84" r="10" fill="#22c55e"/><circle cx="170" cy="104" r="10" fill="#ef4444"/>
  <circle cx="130" cy="104" r="10" fill="#3b82f6"/><circle cx="150" cy="124" r="10" fill="#facc15"/>
  <circle cx="76" cy="136" r="14" fill="#0f172a" stroke="#64748b" stroke-width="4"/><circle cx="124" cy="136" r="14" fill="#0f172a" stroke="#64748b" stroke-width="4"/>
  <rect x="86" y="78" width="28" height="8" rx="4" fill="${p.accent}"/>
  <path d="M40 64 C60 62 70 64 80 66" stroke="#fff" stroke-width="4" opacity=".35" fill="none" stroke-linecap="round"/>`;

const headset: Emblem = (p) => `<defs>${sphere('hs', '#64748b', '#1e293b', '#020617')}</defs>
  <path d="M36 112 C36 30 164 30 164 112" stroke="#0f172a" stroke-width="18" fill="none"/>
  <path d="M36 112 C36 30 164 30 164 112" stroke="${p.accent}" stroke-width="6" fill="none"/>
  <rect x="14" y="92" width="46" height="74" rx="20" fill="url(#hs)" stroke="${p.accent}" stroke-width="5"/>
  <rect x="140" y="92" width="46" height="74" rx="20" fill="url(#hs)" stroke="${p.accent}" stroke-width="5"/>
  <path d="M40 162 C46 188 80 190 98 180" stroke="#0f172a" stroke-width="8" fill="none" stroke-linecap="round"/>
  <circle cx="102" cy="178" r="10" fill="${p.accent}" stroke="#0f172a" stroke-width="3"/>
  <rect x="26" y="112" width="8" height="34" rx="4" fill="${p.glow}" opacity=".6"/><rect x="166" y="112" width="8" height="34" rx="4" fill="${p.glow}" opacity=".6"/>`;

const crosshair: Emblem = (p) => `
  <circle cx="100" cy="100" r="78" fill="#020617" fill-opacity=".45" stroke="${p.accent}" stroke-width="10"/>
  <circle cx="100" cy="100" r="42" fill="none" stroke="#fff" stroke-width="6"/>
  <path d="M100 8 V64 M100 136 V192 M8 100 H64 M136 100 H192" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
  <circle cx="100" cy="100" r="10" fill="#ef4444" stroke="#fff" stroke-width="3"/>`;

const sword = (angle: number, p: Palette) => `<g transform="rotate(${angle} 100 100)">
  <path d="M92 128 V30 L100 10 L108 30 V128 Z" fill="#e2e8f0" stroke="#334155" stroke-width="3"/>
  <path d="M100 14 V126" stroke="#94a3b8" stroke-width="2"/>
  <rect x="66" y="126" width="68" height="12" rx="6" fill="url(#swg)" stroke="#78350f" stroke-width="3"/>
  <rect x="94" y="138" width="12" height="34" rx="4" fill="${p.dark}" stroke="#78350f" stroke-width="2"/>
  <circle cx="100" cy="180" r="9" fill="url(#swg)" stroke="#78350f" stroke-width="3"/></g>`;

const swords: Emblem = (p) => `<defs>${gold('swg', p)}</defs>${sword(-40, p)}${sword(40, p)}`;

const basketball: Emblem = () => `<defs>${sphere('bk', '#fdba74', '#ea580c', '#7c2d12')}</defs>
  <circle cx="100" cy="100" r="82" fill="url(#bk)"/>
  <path d="M100 18 V182 M18 100 H182 M42 42 C76 76 76 124 42 158 M158 42 C124 76 124 124 158 158" stroke="#1c1917" stroke-width="5" fill="none"/>
  <circle cx="100" cy="100" r="82" fill="none" stroke="#1c1917" stroke-width="5"/>${shine(70, 58, 20, 9)}`;

const tennis: Emblem = (p) => `<defs>${sphere('tb', '#f7fee7', '#bef264', '#4d7c0f')}</defs>
  <g transform="rotate(-35 80 80)"><ellipse cx="80" cy="64" rx="46" ry="58" fill="none" stroke="${p.accent}" stroke-width="10"/>
  <path d="M50 40 H110 M40 64 H120 M50 88 H110 M64 14 V114 M80 8 V122 M96 14 V114" stroke="#fff" stroke-width="2" opacity=".7"/>
  <rect x="72" y="120" width="16" height="70" rx="6" fill="${p.dark}" stroke="${p.accent}" stroke-width="3"/></g>
  <circle cx="138" cy="132" r="48" fill="url(#tb)" stroke="#365314" stroke-width="3"/>
  <path d="M100 104 C124 116 124 150 104 164 M176 100 C152 114 152 148 172 162" stroke="#fff" stroke-width="6" fill="none"/>`;

const volleyball: Emblem = (p) => `<defs>${sphere('vb', '#ffffff', '#f1f5f9', '#94a3b8')}</defs>
  <circle cx="100" cy="100" r="82" fill="url(#vb)"/>
  <path d="M100 100 C120 60 150 40 176 62 C150 74 130 92 120 120 Z" fill="#2563eb"/>
  <path d="M100 100 C58 96 34 118 38 152 C56 130 80 120 108 124 Z" fill="#facc15"/>
  <path d="M100 100 C104 60 86 30 56 28 C72 52 78 76 72 104 Z" fill="${p.mid}"/>
  <circle cx="100" cy="100" r="82" fill="none" stroke="#1e293b" stroke-width="4"/>${shine(66, 56, 18, 8)}`;

/** A stitched ball: white with red seams (baseball) or red with a white seam (cricket). */
const stitched = (
  fill: [string, string, string],
  seam: string,
  id: string,
): string => `<defs>${sphere(id, ...fill)}</defs>
  <circle cx="100" cy="100" r="80" fill="url(#${id})" stroke="#1c1917" stroke-width="3"/>
  <path d="M44 40 C78 74 78 126 44 160 M156 40 C122 74 122 126 156 160" stroke="${seam}" stroke-width="4" fill="none"/>
  <path d="M52 52 l10 -6 M60 70 l12 -4 M64 90 l12 -2 M64 110 l12 2 M60 130 l12 4 M52 148 l10 6 M148 52 l-10 -6 M140 70 l-12 -4 M136 90 l-12 -2 M136 110 l-12 2 M140 130 l-12 4 M148 148 l-10 6" stroke="${seam}" stroke-width="3"/>${shine(72, 58, 18, 8)}`;

const baseball: Emblem = () => stitched(['#ffffff', '#f5f5f4', '#a8a29e'], '#dc2626', 'bsb');
const cricket: Emblem = () => stitched(['#fca5a5', '#b91c1c', '#450a0a'], '#fef3c7', 'crb');

const shuttlecock: Emblem = () => `<g transform="rotate(28 100 100)">
  <path d="M74 140 L40 22 H160 L126 140 Z" fill="#f8fafc" stroke="#475569" stroke-width="3"/>
  <path d="M84 140 L64 22 M100 140 V22 M116 140 L136 22 M56 60 H144 M62 96 H138" stroke="#94a3b8" stroke-width="3"/>
  <rect x="72" y="136" width="56" height="12" rx="4" fill="#dc2626"/>
  <path d="M74 148 H126 C126 186 74 186 74 148 Z" fill="#fef3c7" stroke="#78350f" stroke-width="3"/></g>`;

const horseshoe: Emblem = (p) => `<defs>${gold('hh', p)}</defs>
  <path d="M46 30 C14 110 50 178 100 178 C150 178 186 110 154 30" stroke="#78350f" stroke-width="42" fill="none" stroke-linecap="round"/>
  <path d="M46 30 C14 110 50 178 100 178 C150 178 186 110 154 30" stroke="url(#hh)" stroke-width="32" fill="none" stroke-linecap="round"/>
  ${[
    [40, 70],
    [42, 110],
    [62, 146],
    [160, 70],
    [158, 110],
    [138, 146],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#78350f"/>`)
    .join('')}`;

/** A podium number plate for a racing tile. */
const racing: Emblem = (p, v) => `${horseshoe(p, v)}
  <circle cx="100" cy="96" r="34" fill="#fff" stroke="${p.dark}" stroke-width="5"/>
  <text x="100" y="112" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="44" fill="${p.dark}">${(v % 9) + 1}</text>`;

export const SPORT_EMBLEMS = {
  rooster,
  roosterDuel,
  controller,
  headset,
  crosshair,
  swords,
  basketball,
  tennis,
  volleyball,
  baseball,
  cricket,
  shuttlecock,
  horseshoe,
  racing,
} satisfies Record<string, Emblem>;
