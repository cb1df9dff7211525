import { describe, expect, it } from 'vitest';
import { ApiError } from './envelope';
import { plainText, sanitizeContent } from './sanitize-html';

const refused = (html: string) => {
  try {
    sanitizeContent(html, 'content');
  } catch (error) {
    return error instanceof ApiError ? `${error.code}:${error.field}` : 'other';
  }
  return 'accepted';
};

describe('sanitizeContent', () => {
  it('keeps formatting, links and images', () => {
    const html =
      '<p style="text-align:center"><strong>Big</strong> <a href="/m/activity">win</a></p><img src="/media/a.webp" alt="A" />';
    expect(sanitizeContent(html, 'content')).toBe(html);
  });

  it('opens outside links in a new tab without an opener', () => {
    expect(sanitizeContent('<a href="https://example.com">x</a>', 'content')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    '<script>alert(1)</script>',
    '<p onclick="alert(1)">x</p>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="  JaVa&#x73;cript:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<img src="data:text/html;base64,PHNjcmlwdD4=">',
    '<svg><script>alert(1)</script></svg>',
    '<form action="https://evil.example"><input></form>',
  ])('refuses %s with content.unsafe naming the field', (html) => {
    expect(refused(html)).toBe('content.unsafe:content');
  });

  it('drops harmless unknown markup and unlisted styles without refusing', () => {
    expect(sanitizeContent('<p style="position:fixed;color:#fff">x</p><marquee>y</marquee>', 'content')).toBe(
      '<p style="color:#fff">x</p>y',
    );
  });
});

describe('plainText', () => {
  it('strips every tag and folds white space', () => {
    expect(plainText('<h1>Weekly\n <b>bonus</b></h1> <p>up to 100%</p>')).toBe('Weekly bonus up to 100%');
  });
});
