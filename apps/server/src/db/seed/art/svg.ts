/** Tiny SVG helpers for the generated art. */
export function esc(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export const FONT = "'DejaVu Sans Condensed', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Split a title into at most `maxLines` lines of balanced length. */
export function wrapTitle(title: string, maxLines = 3, target = 11): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (current && next.length > target && lines.length < maxLines - 1) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  // No orphans such as a lone "G": fold a very short last line into the previous one.
  const last = lines[lines.length - 1];
  if (lines.length > 1 && last !== undefined && last.length <= 3) {
    lines.pop();
    lines[lines.length - 1] = `${lines[lines.length - 1]} ${last}`;
  }
  return lines;
}

/** Font size so the longest line fits `width` (condensed bold, about 0.6 em per capital). */
export function fitFontSize(lines: readonly string[], width: number, max: number, min: number): number {
  const longest = Math.max(...lines.map((line) => line.length), 1);
  return Math.max(min, Math.min(max, Math.floor(width / (longest * 0.6))));
}

/** A seeded pick from a string, so the same input always draws the same. */
export function hashPick(seed: string, modulo: number): number {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  return (hash >>> 0) % modulo;
}
