import { plainText } from './sanitize-html';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Entities back to characters: previews are shown as text, never as HTML. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * The first words of some HTML as plain text (list previews of notices and inbox messages): at most
 * `max` characters, cut on a word with an ellipsis.
 */
export function textPreview(html: string, max: number): string {
  // Blocks and list items keep a gap between their words once the tags are gone ("USD 50 · 10×", not "USD 5010×").
  const spaced = html
    // A heading runs into the text after it: end it like a sentence ("Welcome. Make a deposit").
    .replace(/([^\s.:!?…>])(\s*<\/h[1-6]>)/gi, '$1.$2')
    .replace(/<li[\s>]/gi, ' · $&')
    .replace(/<\/(p|div|h[1-6]|li|tr|td|th|blockquote|ul|ol|table)>|<br\s*\/?>/gi, '$& ');
  const text = decodeEntities(plainText(spaced))
    .replace(/^· /, '')
    .replace(/(^|[.:!?]) · /g, '$1 ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > cut.length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
