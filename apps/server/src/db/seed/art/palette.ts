import type { ArtTheme } from '../words';

export interface Palette {
  dark: string;
  mid: string;
  light: string;
  accent: string;
  glow: string;
}

export const PALETTES: Record<ArtTheme, readonly Palette[]> = {
  oriental: [
    { dark: '#3b0404', mid: '#991b1b', light: '#ef4444', accent: '#fcd34d', glow: '#fde68a' },
    { dark: '#2a0a12', mid: '#9f1239', light: '#fb7185', accent: '#fbbf24', glow: '#fef3c7' },
  ],
  ocean: [
    { dark: '#04263b', mid: '#0e7490', light: '#22d3ee', accent: '#a5f3fc', glow: '#ecfeff' },
    { dark: '#0b1d4d', mid: '#1d4ed8', light: '#38bdf8', accent: '#fde68a', glow: '#e0f2fe' },
    { dark: '#022c22', mid: '#0f766e', light: '#5eead4', accent: '#fcd34d', glow: '#f0fdfa' },
    { dark: '#1e0b3b', mid: '#5b21b6', light: '#38bdf8', accent: '#f9a8d4', glow: '#f5f3ff' },
  ],
  egypt: [
    { dark: '#2b1405', mid: '#92400e', light: '#f59e0b', accent: '#fde68a', glow: '#fffbeb' },
    { dark: '#0c1a3d', mid: '#1e3a8a', light: '#d97706', accent: '#fcd34d', glow: '#fef3c7' },
  ],
  myth: [
    { dark: '#120f3a', mid: '#4338ca', light: '#818cf8', accent: '#fcd34d', glow: '#fef9c3' },
    { dark: '#1a0b2e', mid: '#6d28d9', light: '#c4b5fd', accent: '#fbbf24', glow: '#fff7ed' },
  ],
  nordic: [
    { dark: '#06101f', mid: '#1e3a5f', light: '#7dd3fc', accent: '#e0f2fe', glow: '#ffffff' },
    { dark: '#111827', mid: '#334155', light: '#94a3b8', accent: '#fbbf24', glow: '#f1f5f9' },
  ],
  candy: [
    { dark: '#4a0a2e', mid: '#be185d', light: '#f9a8d4', accent: '#fef08a', glow: '#fdf2f8' },
    { dark: '#2e0b4a', mid: '#9333ea', light: '#f0abfc', accent: '#a7f3d0', glow: '#faf5ff' },
  ],
  fruit: [
    { dark: '#0b2e13', mid: '#15803d', light: '#a3e635', accent: '#fb923c', glow: '#fefce8' },
    { dark: '#3a1005', mid: '#ea580c', light: '#fdba74', accent: '#dc2626', glow: '#fff7ed' },
  ],
  jungle: [
    { dark: '#03180c', mid: '#166534', light: '#4ade80', accent: '#facc15', glow: '#fefce8' },
    { dark: '#1c1917', mid: '#3f6212', light: '#bef264', accent: '#f97316', glow: '#fef3c7' },
  ],
  space: [
    { dark: '#0a0420', mid: '#5b21b6', light: '#c084fc', accent: '#22d3ee', glow: '#e0e7ff' },
    { dark: '#020617', mid: '#1e1b4b', light: '#6366f1', accent: '#f472b6', glow: '#fdf4ff' },
    { dark: '#031a1f', mid: '#0e7490', light: '#22d3ee', accent: '#a3e635', glow: '#ecfeff' },
    { dark: '#1f0318', mid: '#9d174d', light: '#f472b6', accent: '#67e8f9', glow: '#fdf2f8' },
  ],
  fire: [
    { dark: '#2a0505', mid: '#c2410c', light: '#fb923c', accent: '#fde047', glow: '#fffbeb' },
    { dark: '#1c0606', mid: '#b91c1c', light: '#f97316', accent: '#fef08a', glow: '#fff7ed' },
    { dark: '#1a0505', mid: '#7f1d1d', light: '#dc2626', accent: '#fbbf24', glow: '#fef3c7' },
    { dark: '#0c0a09', mid: '#44403c', light: '#d97706', accent: '#fde047', glow: '#fffbeb' },
  ],
  gems: [
    { dark: '#24063d', mid: '#a21caf', light: '#e879f9', accent: '#67e8f9', glow: '#fdf4ff' },
    { dark: '#052e2b', mid: '#0f766e', light: '#2dd4bf', accent: '#f0abfc', glow: '#f0fdfa' },
  ],
  western: [
    { dark: '#2a0f05', mid: '#9a3412', light: '#fb923c', accent: '#fcd34d', glow: '#fff7ed' },
    { dark: '#1f1307', mid: '#78350f', light: '#d6a25e', accent: '#fef3c7', glow: '#fffbeb' },
  ],
  classic: [
    { dark: '#2b0303', mid: '#b91c1c', light: '#f87171', accent: '#fde047', glow: '#fef9c3' },
    { dark: '#0a0a23', mid: '#1d4ed8', light: '#60a5fa', accent: '#fde047', glow: '#eff6ff' },
  ],
  casino: [
    { dark: '#01160f', mid: '#047857', light: '#34d399', accent: '#fbbf24', glow: '#ecfdf5' },
    { dark: '#1a0410', mid: '#831843', light: '#f472b6', accent: '#fcd34d', glow: '#fff1f2' },
    { dark: '#0b0b1e', mid: '#312e81', light: '#a5b4fc', accent: '#fbbf24', glow: '#eef2ff' },
    { dark: '#1c0505', mid: '#991b1b', light: '#f87171', accent: '#fde047', glow: '#fef2f2' },
    { dark: '#04181c', mid: '#0f766e', light: '#5eead4', accent: '#fcd34d', glow: '#f0fdfa' },
    { dark: '#1c1204', mid: '#854d0e', light: '#facc15', accent: '#fff7ed', glow: '#fefce8' },
  ],
  sport: [
    { dark: '#03140b', mid: '#15803d', light: '#4ade80', accent: '#ffffff', glow: '#f0fdf4' },
    { dark: '#07142e', mid: '#1d4ed8', light: '#60a5fa', accent: '#facc15', glow: '#eff6ff' },
    { dark: '#2a0e02', mid: '#c2410c', light: '#fb923c', accent: '#fde047', glow: '#fff7ed' },
    { dark: '#160a2e', mid: '#6d28d9', light: '#a78bfa', accent: '#facc15', glow: '#f5f3ff' },
  ],
  lotto: [
    { dark: '#0f0a33', mid: '#4338ca', light: '#818cf8', accent: '#f59e0b', glow: '#fef3c7' },
    { dark: '#2b0a05', mid: '#c2410c', light: '#fdba74', accent: '#fde047', glow: '#fffbeb' },
    { dark: '#022c17', mid: '#15803d', light: '#4ade80', accent: '#fde047', glow: '#f0fdf4' },
    { dark: '#2e0420', mid: '#be185d', light: '#f472b6', accent: '#fde047', glow: '#fdf2f8' },
  ],
};

/** Which of a theme's palettes a variant uses. */
export function paletteIndex(theme: ArtTheme, variant: number): number {
  return variant % PALETTES[theme].length;
}

export function paletteFor(theme: ArtTheme, variant: number): Palette {
  const list = PALETTES[theme];
  const palette = list[paletteIndex(theme, variant)] ?? list[0];
  if (!palette) throw new Error(`no palette for ${theme}`);
  return palette;
}

/** A brand colour for a provider code: an HSL hue from its name. */
export function hueOf(code: string): number {
  let hash = 0;
  for (let i = 0; i < code.length; i++) hash = (hash * 31 + code.charCodeAt(i)) % 360;
  return hash;
}
