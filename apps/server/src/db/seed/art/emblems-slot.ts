import { gold, shine, sphere, type Emblem } from './emblem-kit';

const crown: Emblem = (p) => `<defs>${gold('cw', p)}</defs>
  <path d="M24 150 L14 56 L62 96 L100 30 L138 96 L186 56 L176 150 Z" fill="url(#cw)" stroke="#78350f" stroke-width="5" stroke-linejoin="round"/>
  <rect x="22" y="146" width="156" height="30" rx="8" fill="url(#cw)" stroke="#78350f" stroke-width="5"/>
  ${[
    [14, 56],
    [100, 30],
    [186, 56],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${p.glow}" stroke="#78350f" stroke-width="4"/>`)
    .join('')}
  <path d="M100 104 L114 124 L100 144 L86 124 Z" fill="#dc2626" stroke="#7f1d1d" stroke-width="3"/>
  <circle cx="56" cy="126" r="8" fill="#2563eb" stroke="#1e3a8a" stroke-width="3"/><circle cx="144" cy="126" r="8" fill="#16a34a" stroke="#14532d" stroke-width="3"/>`;

const bell: Emblem = (p) => `<defs>${gold('bl', p)}</defs>
  <path d="M100 18 C140 18 152 56 154 100 C156 130 168 146 182 158 H18 C32 146 44 130 46 100 C48 56 60 18 100 18 Z" fill="url(#bl)" stroke="#78350f" stroke-width="5"/>
  <rect x="88" y="6" width="24" height="16" rx="6" fill="url(#bl)" stroke="#78350f" stroke-width="4"/>
  <circle cx="100" cy="172" r="16" fill="url(#bl)" stroke="#78350f" stroke-width="4"/>
  <path d="M30 146 H170" stroke="#78350f" stroke-width="4"/>${shine(76, 62, 14, 28)}`;

const clover: Emblem = () => {
  const leaf = (angle: number) =>
    `<path d="M100 100 C70 90 50 60 70 42 C84 30 100 42 100 56 C100 42 116 30 130 42 C150 60 130 90 100 100 Z" transform="rotate(${angle} 100 100)" fill="url(#cl)" stroke="#14532d" stroke-width="4"/>`;
  return `<defs>${sphere('cl', '#bbf7d0', '#22c55e', '#14532d')}</defs>
  <path d="M100 100 C104 140 120 170 146 190" stroke="#14532d" stroke-width="10" fill="none" stroke-linecap="round"/>
  ${[0, 90, 180, 270].map(leaf).join('')}<circle cx="100" cy="100" r="8" fill="#fde047"/>`;
};

const chest: Emblem = (
  p,
) => `<defs>${gold('ch', p)}<linearGradient id="cw2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b45309"/><stop offset="1" stop-color="#451a03"/></linearGradient></defs>
  <path d="M30 70 C30 30 170 30 170 70 Z" fill="url(#cw2)" stroke="#78350f" stroke-width="4"/>
  <path d="M30 70 C40 50 160 50 170 70" fill="none" stroke="url(#ch)" stroke-width="6"/>
  ${[40, 62, 84].map((y, i) => `<circle cx="${62 + i * 38}" cy="${y - 2 + (i % 2) * 6}" r="14" fill="url(#ch)" stroke="#92400e" stroke-width="3"/>`).join('')}
  <rect x="26" y="76" width="148" height="96" rx="8" fill="url(#cw2)" stroke="#78350f" stroke-width="5"/>
  <path d="M26 76 H174 M60 76 V172 M140 76 V172" stroke="url(#ch)" stroke-width="10"/>
  <rect x="84" y="96" width="32" height="40" rx="6" fill="url(#ch)" stroke="#78350f" stroke-width="4"/>
  <circle cx="100" cy="112" r="5" fill="#451a03"/><path d="M100 114 v12" stroke="#451a03" stroke-width="4"/>`;

export const SLOT_EMBLEMS = { crown, bell, clover, chest } satisfies Record<string, Emblem>;
