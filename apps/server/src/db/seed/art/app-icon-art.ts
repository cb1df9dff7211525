import { esc, FONT } from './svg';

export interface AppIconSpec {
  name: string;
  primary: string;
  accent: string;
}

/** The brand's star, as in the merchant logo. */
function star(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((i * 36 - 90) * Math.PI) / 180;
    return `${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`;
  }).join(' ');
}

/**
 * The installed app's icon (PWA, web clip, download page): the logo's gold star on the brand colour
 * with the name under it. `maskable` fills the whole square and keeps the drawing inside the
 * central safe circle (launchers cut any shape out of it); the plain one is a rounded tile.
 */
export function appIconSvg(spec: AppIconSpec, size: number, maskable: boolean): string {
  const words = spec.name.toUpperCase().split(/\s+/).filter(Boolean);
  const scale = maskable ? 0.78 : 1;
  const lines = words.length > 1 ? [words.slice(0, -1).join(' '), words[words.length - 1] ?? ''] : words;
  const longest = Math.max(...lines.map((line) => line.length), 1);
  const fontSize = Math.min(64, Math.floor(380 / (longest * 0.66)));
  const text = lines
    .map(
      (line, i) =>
        `<text x="256" y="${392 + i * (fontSize + 6)}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${fontSize}" letter-spacing="2" fill="url(#ig)" stroke="#1f2937" stroke-width="3" paint-order="stroke">${esc(line)}</text>`,
    )
    .join('');
  const tile = maskable
    ? `<rect width="512" height="512" fill="url(#ib)"/>`
    : `<rect width="512" height="512" rx="112" fill="url(#ib)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <defs>
    <radialGradient id="ib" cx=".5" cy=".32" r=".8"><stop offset="0" stop-color="${spec.primary}"/><stop offset=".62" stop-color="#1b1147"/><stop offset="1" stop-color="#06051a"/></radialGradient>
    <linearGradient id="ig" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbeb"/><stop offset=".5" stop-color="${spec.accent}"/><stop offset="1" stop-color="#b45309"/></linearGradient>
    <radialGradient id="ih" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${spec.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${spec.accent}" stop-opacity="0"/></radialGradient>
  </defs>
  ${tile}
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <circle cx="256" cy="200" r="150" fill="url(#ih)"/>
    <polygon points="${star(256, 200, 128, 54)}" fill="url(#ig)" stroke="#78350f" stroke-width="6" stroke-linejoin="round"/>
    <polygon points="${star(256, 200, 70, 30)}" fill="#fff" opacity=".25"/>
    ${text}
  </g>
</svg>`;
}
