import svgCaptcha from 'svg-captcha';
import { describe, expect, it } from 'vitest';
import { GLYPH_COLOURS, LOOK, darkenGlyphs } from './captcha.service';

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

describe('captcha look', () => {
  it('draws every glyph in a colour of 7:1 or more against the background', () => {
    for (const colour of GLYPH_COLOURS) expect(contrast(colour, LOOK.background)).toBeGreaterThanOrEqual(7);
    const svg = darkenGlyphs(svgCaptcha.createMathExpr({ ...LOOK, mathMin: 1, mathMax: 9, mathOperator: '+' }).data);
    const fills = [...svg.matchAll(/<path fill="(#[0-9a-f]+)"/gi)].map((match) => match[1]);
    expect(fills.length).toBeGreaterThanOrEqual(3);
    for (const fill of fills) expect(GLYPH_COLOURS).toContain(fill);
  });

  it('leaves the background and the noise lines as they were', () => {
    const svg = svgCaptcha.create({ ...LOOK, size: 5 }).data;
    const darkened = darkenGlyphs(svg);
    expect(darkened.match(/stroke="#[0-9a-f]+"/gi)).toEqual(svg.match(/stroke="#[0-9a-f]+"/gi));
    expect(darkened).toContain(`fill="${LOOK.background}"`);
  });
});
