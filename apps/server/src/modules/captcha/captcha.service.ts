import type { Captcha } from '@lobby/contract/auth';
import type { CaptchaKind } from '@lobby/contract/core';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import { randomToken, sameDigest, sha256 } from '../../lib/secrets';
import type { CaptchaRepository } from './captcha.repository';

const TTL_MS = 5 * 60_000;
const LETTERS = 5;
export const LOOK = { width: 132, height: 48, noise: 2, color: true, background: '#f4f1ff' } as const;
/**
 * Glyph colours: deep shades that each stand at 9:1 or more against the light background. svg-captcha's own
 * colours are random mid-lightness hues (a yellow 2 can fall under 2:1), hard to read for the very players
 * a captcha must let through; the noise lines keep its random colours.
 */
export const GLYPH_COLOURS = ['#1e1b4b', '#4c1d95', '#831843', '#7c2d12', '#14532d', '#1e3a8a'] as const;

/** A captcha answer is checked case-insensitively and without spaces. */
const normalise = (answer: string) => answer.replace(/\s+/g, '').toLowerCase();
export const captchaAnswerHash = (key: string, answer: string) => sha256(`${key}:${normalise(answer)}`);

/**
 * Image captchas (svg-captcha draws glyphs as paths, so no fonts are needed; sharp turns the SVG
 * into a PNG so the answer is not readable from the markup). A maths sum or letters, per merchant.
 */
export function createCaptchaService(repository: CaptchaRepository, options: { revealAnswers: boolean }) {
  let issued = 0;
  /** Outside production only: recent answers, for browser tests that cannot read an image. */
  const revealed = new Map<string, string>();

  function draw(kind: CaptchaKind): { data: string; text: string } {
    const captcha =
      kind === 'math'
        ? svgCaptcha.createMathExpr({ ...LOOK, mathMin: 1, mathMax: 9, mathOperator: '+' })
        : svgCaptcha.create({ ...LOOK, size: LETTERS, ignoreChars: '0oO1iIlL' });
    return { text: captcha.text, data: darkenGlyphs(captcha.data) };
  }

  return {
    async issue(merchantCode: string, kind: CaptchaKind): Promise<Captcha> {
      const { data, text } = draw(kind);
      const key = randomToken(18);
      const png = await sharp(Buffer.from(data)).png({ compressionLevel: 6 }).toBuffer();
      await repository.insert({
        key,
        merchantCode,
        answerHash: captchaAnswerHash(key, text),
        expiresAt: new Date(Date.now() + TTL_MS),
      });
      if (options.revealAnswers) remember(revealed, key, text);
      issued += 1;
      if (issued % 100 === 0) await repository.deleteExpired();
      return { captchaKey: key, image: `data:image/png;base64,${png.toString('base64')}`, length: text.length };
    },

    /** Check an answer; a captcha is good for one try, right or wrong. */
    async verify(merchantCode: string, key: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!key || !answer) return false;
      const stored = await repository.take(merchantCode, key);
      return stored !== undefined && sameDigest(stored, captchaAnswerHash(key, answer));
    },

    /** The answer of a recent captcha, outside production (GET /api/dev/captcha). */
    revealed: (key: string) => revealed.get(key),
  };
}

/** Repaint each glyph (a filled path; noise lines are stroked) in a readable deep colour. */
export function darkenGlyphs(svg: string): string {
  return svg.replace(/<path fill="#[0-9a-f]{3,6}"/gi, () => {
    const colour = GLYPH_COLOURS[Math.floor(Math.random() * GLYPH_COLOURS.length)];
    return `<path fill="${colour}"`;
  });
}

function remember(map: Map<string, string>, key: string, answer: string): void {
  map.set(key, answer);
  if (map.size > 200) map.delete(map.keys().next().value as string);
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
