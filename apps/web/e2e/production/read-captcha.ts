import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';

/** svg-captcha's module is itself the function that draws a given text; its types only declare create(). */
const drawText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

/**
 * Reads the sum in a maths captcha picture the way a person does: by looking at it. The server draws
 * "a+b" (1-9 each) with svg-captcha's own font at fixed places, in random colours over two noise lines;
 * each candidate sum is drawn the same way without noise, and the one whose ink overlaps the picture's
 * ink best is the reading. A production start reveals no answer, so this is the only honest way in.
 */
export async function readSumCaptcha(dataUrl: string): Promise<string> {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r0, g0, b0] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
  // Ink: any pixel clearly unlike the background (the corner pixel).
  const ink = new Uint8Array(info.width * info.height);
  for (let i = 0; i < ink.length; i += 1) {
    const o = i * 3;
    const distance = Math.abs(data[o]! - r0) + Math.abs(data[o + 1]! - g0) + Math.abs(data[o + 2]! - b0);
    ink[i] = distance > 90 ? 1 : 0;
  }
  let best = { score: -1, left: 0, right: 0 };
  for (let left = 1; left <= 9; left += 1) {
    for (let right = 1; right <= 9; right += 1) {
      const svg = drawText(`${left}+${right}`, { width: info.width, height: info.height, noise: 0 });
      const glyphs = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer();
      let both = 0;
      let either = 0;
      for (let i = 0; i < ink.length; i += 1) {
        const drawn = glyphs[i]! > 127 ? 1 : 0;
        both += drawn & ink[i]!;
        either += drawn | ink[i]!;
      }
      const score = both / either;
      if (score > best.score) best = { score, left, right };
    }
  }
  return String(best.left + best.right);
}
