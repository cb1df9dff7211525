import { shine, sphere, type Emblem } from './emblem-kit';

const eye = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="#0f172a" stroke-width="2"/><circle cx="${x + r * 0.2}" cy="${y}" r="${r * 0.5}" fill="#0f172a"/><circle cx="${x - r * 0.2}" cy="${y - r * 0.3}" r="${r * 0.2}" fill="#fff"/>`;

const bubbles = `<circle cx="176" cy="30" r="8" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/><circle cx="188" cy="10" r="5" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/>`;

const shark: Emblem =
  () => `<defs><linearGradient id="sk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#93c5fd"/><stop offset=".5" stop-color="#475569"/><stop offset="1" stop-color="#1e293b"/></linearGradient></defs>
  <path d="M88 74 L116 22 L132 80 Z" fill="url(#sk)" stroke="#0f172a" stroke-width="4" stroke-linejoin="round"/>
  <path d="M160 104 L198 64 L190 108 L198 150 Z" fill="url(#sk)" stroke="#0f172a" stroke-width="4" stroke-linejoin="round"/>
  <path d="M6 112 C34 70 120 60 166 100 C130 150 50 160 6 112 Z" fill="url(#sk)" stroke="#0f172a" stroke-width="4"/>
  <path d="M16 116 C50 142 110 144 150 116 C110 150 50 152 16 116 Z" fill="#f1f5f9"/>
  <path d="M14 114 L26 124 L34 114 L42 126 L50 116 L58 128 L64 118" stroke="#fff" stroke-width="3" fill="#7f1d1d" stroke-linejoin="round"/>
  <path d="M84 94 C88 104 88 114 84 122 M94 92 C98 104 98 114 94 124" stroke="#0f172a" stroke-width="3" fill="none" opacity=".6"/>
  <path d="M92 132 L74 164 L112 136 Z" fill="url(#sk)" stroke="#0f172a" stroke-width="3"/>
  ${eye(44, 96, 8)}`;

const octopus: Emblem = (p) => `<defs>${sphere('oc', '#f9a8d4', '#db2777', '#500724')}</defs>
  ${[30, 58, 86, 114, 142, 170]
    .map(
      (x, i) =>
        `<path d="M${70 + i * 12} 100 C${x - 10} 140 ${x + (i % 2 ? 24 : -24)} 160 ${x} 188" stroke="#9d174d" stroke-width="20" fill="none" stroke-linecap="round"/><path d="M${70 + i * 12} 100 C${x - 10} 140 ${x + (i % 2 ? 24 : -24)} 160 ${x} 188" stroke="#ec4899" stroke-width="13" fill="none" stroke-linecap="round"/>`,
    )
    .join('')}
  <path d="M40 110 C30 30 170 30 160 110 C140 126 60 126 40 110 Z" fill="url(#oc)" stroke="#500724" stroke-width="4"/>
  ${eye(78, 88, 14)}${eye(122, 88, 14)}
  <path d="M88 112 Q100 120 112 112" stroke="#500724" stroke-width="4" fill="none" stroke-linecap="round"/>
  ${shine(70, 48, 20, 9)}<circle cx="140" cy="60" r="5" fill="${p.glow}" opacity=".6"/>`;

const crab: Emblem = () => `<defs>${sphere('cr', '#fecaca', '#dc2626', '#7f1d1d')}</defs>
  ${[
    [54, 120, 14, 150],
    [56, 134, 18, 176],
    [146, 120, 186, 150],
    [144, 134, 182, 176],
  ]
    .map(
      ([x1, y1, x2, y2]) =>
        `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="#991b1b" stroke-width="9" stroke-linecap="round"/>`,
    )
    .join('')}
  <path d="M60 104 C44 88 38 70 40 56 M140 104 C156 88 162 70 160 56" stroke="#991b1b" stroke-width="10" fill="none" stroke-linecap="round"/>
  <path d="M40 62 C14 60 8 24 34 16 L40 40 L52 18 C70 30 62 62 40 62 Z" fill="url(#cr)" stroke="#7f1d1d" stroke-width="3"/>
  <path d="M160 62 C186 60 192 24 166 16 L160 40 L148 18 C130 30 138 62 160 62 Z" fill="url(#cr)" stroke="#7f1d1d" stroke-width="3"/>
  <ellipse cx="100" cy="126" rx="58" ry="40" fill="url(#cr)" stroke="#7f1d1d" stroke-width="4"/>
  <path d="M86 92 V76 M114 92 V76" stroke="#7f1d1d" stroke-width="5"/>${eye(86, 72, 9)}${eye(114, 72, 9)}
  <path d="M84 136 Q100 146 116 136" stroke="#7f1d1d" stroke-width="4" fill="none" stroke-linecap="round"/>${shine(76, 110, 16, 7)}`;

const puffer: Emblem = () => {
  const spikes = Array.from({ length: 20 }, (_, i) => {
    const a = (i * 18 * Math.PI) / 180;
    return `<path d="M${100 + Math.cos(a - 0.12) * 64} ${104 + Math.sin(a - 0.12) * 64} L${100 + Math.cos(a) * 88} ${104 + Math.sin(a) * 88} L${100 + Math.cos(a + 0.12) * 64} ${104 + Math.sin(a + 0.12) * 64} Z" fill="#fde68a" stroke="#92400e" stroke-width="2"/>`;
  }).join('');
  return `<defs>${sphere('pf', '#fef9c3', '#facc15', '#a16207')}</defs>${spikes}
  <circle cx="100" cy="104" r="68" fill="url(#pf)" stroke="#92400e" stroke-width="4"/>
  <path d="M60 130 C80 160 120 160 140 130 C120 146 80 146 60 130 Z" fill="#fff7ed"/>
  ${eye(78, 90, 15)}${eye(124, 90, 15)}<ellipse cx="101" cy="124" rx="10" ry="7" fill="#7c2d12"/>${shine(70, 58, 18, 8)}${bubbles}`;
};

export const SEA_EMBLEMS = { shark, octopus, crab, puffer } satisfies Record<string, Emblem>;
